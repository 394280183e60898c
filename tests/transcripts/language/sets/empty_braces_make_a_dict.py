print(type({}))
print(type(set()))
print(set())
print(set([1, 2, 1]))
