a = [1]
b = a
c = [1]
print(id(a) == id(b))
print(id(a) == id(c))
print(id(a) == id(a))
