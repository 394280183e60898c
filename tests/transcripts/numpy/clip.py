import numpy as np

a = np.arange(10)
print(np.clip(a, 2, 7))
print(np.clip(a, 2.5, 7))
print(np.clip(a, None, 3))
print(np.clip(np.array([-1.5, 0.5, 2.5]), 0, 1))
print(np.clip(a, [3, 4, 1, 1, 1, 4, 4, 4, 4, 4], 8))
print(np.maximum(np.array([1, 5]), np.array([3, 2])), np.minimum(np.array([1.0, 5.0]), 2))
try:
    np.clip(a, None, None)
except ValueError as e:
    print("ValueError:", e)
