import numpy as np

a = np.array([[3, 9, 1], [7, 2, 8]])
print(np.argmax(a), np.argmin(a))
print(np.argmax(a, axis=0), np.argmax(a, axis=1))
print(np.argmin(a, axis=0), np.argmin(a, axis=1))
print(np.argmax(a, axis=-1), a.argmax(axis=1), a.argmin(0))
print(np.argmax(np.array([1.0, 5.0, 5.0])), type(np.argmax(a)).__name__)
