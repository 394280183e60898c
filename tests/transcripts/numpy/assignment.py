import numpy as np

a = np.arange(-3, 3)
a[a > 0] = 0
print(a)
a[a < -1] = np.array([7, 8])
print(a)
b = np.zeros((3, 4))
b[1] = 5
b[:, 0] = [1, 2, 3]
b[2, 1:3] = np.array([9, 9])
print(b)
b[[0, 2], [3, 3]] = -1
print(b)
b[:, [1, 2]] = np.array([[1], [2], [3]])
print(b)
c = np.arange(6).reshape(2, 3)
c[0, 0] = 2.9
c[1] = c[1] * 10
print(c, c.dtype)
d = c
d[0, 1] = 100
print(c[0])
e = c.copy()
e[0, 0] = -5
print(c[0, 0], e[0, 0])
m = np.ones((2, 2))
m[...] = 3
m[0, :] += 1
print(m)
for bad in [lambda: b.__setitem__((slice(None), 0), [1, 2]),
            lambda: a.__setitem__(a > 0, [1, 2, 3, 4, 5, 6, 7]),
            lambda: a.__setitem__(10, 1)]:
    try:
        bad()
    except (ValueError, IndexError) as e:
        print(type(e).__name__ + ":", e)
