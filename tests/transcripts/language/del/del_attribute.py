class Box:
    pass

b = Box()
b.label = "fragile"
print(hasattr(b, "label"))
del b.label
print(hasattr(b, "label"))
