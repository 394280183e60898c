a = list(range(10))
print(a[::2])
print(a[1::3])
print(a[1:8:2])
