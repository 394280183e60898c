a = list(range(8))
del a[1:3]
print(a)
del a[::2]
print(a)
del a[:]
print(a)
