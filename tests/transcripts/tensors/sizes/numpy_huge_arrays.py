# mode: modern
# numpy's own errors: ValueError when itemsize times the non-zero dimensions
# passes intp (even for an empty array), _ArrayMemoryError past memory.
import numpy as np
for shape in ((2**62,), (2**31, 2**31), (2**40, 0, 2**40), (2**40,), (2**20, 2**20)):
    try:
        np.zeros(shape)
    except MemoryError as e:
        print(type(e).__name__ + ":", e)
    except ValueError as e:
        print(type(e).__name__ + ":", e)
print(np.zeros((2**40, 0, 2**10)).shape)
print(np.ones((2, 2)))
