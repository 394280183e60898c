import numpy as np

a = np.array([[1, -2, 3], [-4, 5, -6]])
print(np.where(a > 0, a, 0))
print(np.where(a > 0, 1.5, -1))
print(np.where(a > 0, a, np.array([10, 20, 30])))
print(np.where(a > 0))
print(np.where(np.array([0, 3, 0, 4])))
print(np.nonzero(a > 0))
print(np.nonzero(np.array([0, 1, 0, 2])))
print(np.argwhere(a > 0))
print(np.flatnonzero(a > 0))
print(np.count_nonzero(a > 0), np.count_nonzero(a > 0, axis=0))
print(a[np.nonzero(a > 0)])
