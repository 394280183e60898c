# numpy sums and multiplies small integers in a wide accumulator: a uint8
# image's pixel sum does not wrap modulo 256 (numpy: uint64 for unsigned,
# int64 for signed and bool; minitf has no uint64 and uses int64, which holds
# the same values).
import numpy as np

pixels = np.array([[200, 100], [255, 255]], dtype=np.uint8)
print(int(pixels.sum()), [int(v) for v in pixels.sum(axis=0)], int(pixels.prod()))
small = np.array([100, 100, 100], dtype=np.int8)
print(int(small.sum()), small.sum().dtype)
flags = np.array([True, True, False])
print(int(flags.sum()), flags.sum().dtype)
