a, b = 1, 2
a, b = b, a
print(a, b)
x, y, z = "xyz"
print(x, y, z)
