import numpy as np
a = np.array([[1, 2, 3], [4, 5, 6]])
print(a.sum(), a.sum(axis=0), a.sum(axis=1), a.mean(), a.max(), a.min(axis=0))
print(a.prod(), a.argmax(), a.argmin(axis=1))
f = np.array([[1.5, 2.5], [3.5, 4.5]], dtype=np.float32)
print(f.sum(), f.mean(axis=0), type(f.sum()).__name__, repr(f.sum(axis=1)))
print(np.sum(a), np.mean(f), np.max(a, axis=1))
print(a.sum(axis=0, keepdims=True))
