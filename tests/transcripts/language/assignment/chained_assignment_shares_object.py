a = b = []
a.append(1)
print(a, b, a is b)
x = y = z = 0
x = 5
print(x, y, z)
