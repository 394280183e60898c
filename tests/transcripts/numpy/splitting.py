import numpy as np

a = np.arange(12).reshape(3, 4)
print(np.split(np.arange(6), 3))
print(np.split(np.arange(8), [3, 5]))
print(np.split(a, 2, axis=1))
print(np.array_split(np.arange(7), 3))
print(np.hsplit(a, 2)[1])
print(np.vsplit(a, [1])[1])
try:
    np.split(np.arange(7), 3)
except ValueError as e:
    print("ValueError:", e)
