import numpy as np
a = np.array([1, 5, 3])
b = np.array([4, 2, 3])
print(a < b, a <= b, a > b, a >= b)
print(a == b, a != b)
print(a > 2, 2 < a)
print(repr(a == b))
print(np.array([True, False]) & np.array([True, True]), ~np.array([True, False]))
