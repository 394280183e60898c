import numpy as np

print(np.round(np.array([0.5, 1.5, 2.5, -0.5, -1.5])))
print(np.round(np.array([1.2345, 2.675, -3.14159]), 2))
print(np.around(np.array([1234.5, 5678.9]), -2))
print(np.round(np.array([15, 25, 123]), -1))
print(np.round(np.array([1, 2, 3]), 2))
print(np.round(2.5), np.round(3.14159, 3), type(np.round(2.5)).__name__)
print(np.round(np.array([1.25, 2.35], dtype=np.float32), 1))
print(np.round(np.array([1.25, 2.35], dtype=np.float32), 1).dtype)
