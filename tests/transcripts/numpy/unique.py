import numpy as np

a = np.array([3, 1, 2, 3, 1, 3])
print(np.unique(a))
values, counts = np.unique(a, return_counts=True)
print(values, counts)
values, index = np.unique(a, return_index=True)
print(values, index)
print(np.unique(a, return_inverse=True))
print(np.unique(a, return_index=True, return_inverse=True, return_counts=True))
print(np.unique(np.array([[1.5, 0.5], [1.5, 2.0]])))
print(np.unique(np.array(["b", "a", "b"])) if False else np.unique([True, False, True]))
print(dict(zip(*np.unique(np.array([0, 1, 1, 2, 2, 2]), return_counts=True))))
