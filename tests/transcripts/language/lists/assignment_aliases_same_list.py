a = [1, 2]
b = a
b.append(3)
print(a)
print(a is b)
c = list(a)
c.append(4)
print(a, c)
