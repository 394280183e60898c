a = [1, 2, 3]
b = a[:]
b.append(4)
print(a, b)
print(a == b[:3], a is b)
