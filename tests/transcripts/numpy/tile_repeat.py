import numpy as np

a = np.array([[1, 2], [3, 4]])
print(np.tile(np.array([0, 1, 2]), 2))
print(np.tile(np.array([0, 1, 2]), (2, 2)))
print(np.tile(a, 2))
print(np.tile(a, (2, 1, 1)).shape)
print(np.repeat(3, 4))
print(np.repeat(a, 2))
print(np.repeat(a, 3, axis=1))
print(np.repeat(a, [1, 2], axis=0))
try:
    np.repeat(a, [1, 2, 3], axis=0)
except ValueError as e:
    print("ValueError:", e)
