value = None
print(value is None)
print(value is not None)
items = []
print(items is None)
print(items == [] and items is not None)
