import numpy as np

data = np.array([1, 2, 2, 3, 3, 3, 4, 4, 4, 4])
print(np.histogram(data))
print(np.histogram(data, bins=3))
print(np.histogram(data, bins=4, range=(0, 8)))
print(np.histogram(data, bins=[0, 2, 3, 5]))
print(np.histogram(np.array([0.5, 1.5, 2.5, 2.5]), bins=2, density=True))
print(np.histogram(np.array([0.1, 0.4, 0.8]), bins=2, weights=np.array([1.0, 2.0, 3.0])))
print(np.bincount(np.array([0, 1, 1, 3, 2, 1, 7])))
print(np.bincount(np.array([0, 1, 1]), minlength=5))
print(np.bincount(np.array([0, 1, 1, 2]), weights=np.array([0.5, 1.0, 0.25, 2.0])))
try:
    np.bincount(np.array([1, -1]))
except ValueError as e:
    print("ValueError:", e)
