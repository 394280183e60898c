a = [0, 1, 2, 3, 4]
a[1:3] = ["x", "y", "z"]
print(a)
a[:0] = [-1]
print(a)
a[len(a):] = [99]
print(a)
a[2:5] = []
print(a)
