import numpy as np

a = np.array([[1, -2, 3], [-4, 5, -6]])
print(a[a > 0])
print(a[a < 0].shape, a[a > 100])
print(a[np.array([True, False])])
print(a[:, np.array([True, False, True])])
mask = (a % 2 == 0)
print(mask, a[mask])
x = np.arange(10.0)
print(x[(x > 2) & (x < 7)], x[~(x > 2)])
try:
    a[np.array([True, False, True])]
except IndexError as e:
    print("IndexError:", e)
