import numpy as np

a = np.arange(8).reshape(2, 4)
print(np.flip(np.arange(5)))
print(np.flip(a))
print(np.flip(a, 0))
print(np.flip(a, axis=1))
print(np.fliplr(a))
print(np.flipud(a))
print(np.roll(np.arange(10), 2))
print(np.roll(np.arange(10), -2))
print(np.roll(a, 1))
print(np.roll(a, 1, axis=1))
print(np.roll(a, (1, 1), axis=(0, 1)))
