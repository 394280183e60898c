a = [0, 1, 2, 3, 4, 5]
print(a[1:3])
print(a[:2])
print(a[2:])
print(a[:])
print(a[-2:])
print(a[:-2])
