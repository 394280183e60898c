import numpy as np

a = np.array([1, 2, 3])
print(np.pad(a, 2))
print(np.pad(a, (1, 2), constant_values=9))
print(np.pad(np.ones((2, 2)), 1))
print(np.pad(np.arange(4).reshape(2, 2), ((1, 0), (0, 2))))
print(np.pad(a, 2, mode="edge"))
print(np.pad(a, 2, mode="reflect"))
print(np.pad(a, 2, mode="symmetric"))
print(np.pad(a, 2, mode="wrap"))
print(np.pad(np.array([1.5, 2.5]), 1, constant_values=-1))
