a = [1, 2, 3]
b = a.copy()
a.reverse()
print(a, b)
a.clear()
print(a, b)
