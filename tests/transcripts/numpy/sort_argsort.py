import numpy as np

a = np.array([[3, 1, 2], [9, 7, 8]])
print(np.sort(np.array([3.5, -1.0, 2.25, 0.0])))
print(np.sort(a))
print(np.sort(a, axis=0))
print(np.sort(a, axis=None))
print(np.argsort(np.array([30, 10, 20])))
print(np.argsort(a, axis=1))
print(np.argsort(a, axis=0))
print(np.sort(np.array([2.0, np.nan, 1.0])))
print(np.argsort(np.array([2.0, np.nan, 1.0])))
print(np.argsort(np.array([1, 1, 0, 1])))
print(np.searchsorted(np.array([1, 3, 5, 7]), 4), np.searchsorted(np.array([1, 3, 5, 7]), [3, 8], side="right"))
