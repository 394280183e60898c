import numpy as np

a = np.array([[1, 2], [3, 4]])
b = np.array([[5.5, 6.5]])
print(np.concatenate([a, b]))
print(np.concatenate((a, a), axis=1))
print(np.concatenate([a, a], axis=None))
print(np.concatenate([a, a], axis=-1).dtype, np.concatenate([a, b]).dtype)
print(np.stack([a, a]).shape, np.stack([a, a], axis=1).shape, np.stack([a, a], axis=-1).shape)
print(np.stack([np.arange(3), np.arange(3)], axis=1))
print(np.hstack([np.array([1, 2]), np.array([3])]))
print(np.hstack([a, a]))
print(np.vstack([np.array([1, 2]), np.array([3, 4])]))
print(np.vstack([a, b]))
print(np.column_stack([np.array([1, 2]), np.array([3, 4])]))
for bad in [lambda: np.concatenate([a, np.array([1, 2])]),
            lambda: np.concatenate([a, np.zeros((2, 3))]),
            lambda: np.concatenate([]),
            lambda: np.concatenate([np.array(1), np.array(2)]),
            lambda: np.concatenate([a, a], axis=2),
            lambda: np.stack([a, b]),
            lambda: np.stack([])]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__ + ":", e)
