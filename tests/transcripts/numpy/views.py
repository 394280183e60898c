import numpy as np

a = np.zeros((3, 4))
row = a[0]
row[1] = 5
print(a)
a[1][2] = 7
print(a)
col = a[:, 3]
col[:] = [1, 2, 3]
print(a)
sub = a[1:, 1:3]
sub[sub > 0] = -1
print(a)
for r in a:
    r[0] = 9
print(a)
v = a[2]
v.fill(4)
print(a)
b = np.arange(6)
b[::2][1] = 100
print(b)
c = np.arange(12).reshape(3, 4)
c[c[:, 0] > 3][0, 0] = -5
print(c)
d = np.arange(5)
d[[1, 2]][0] = 50
print(d)
