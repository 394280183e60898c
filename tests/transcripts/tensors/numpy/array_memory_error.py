import numpy as np
# 8 TB of float64, past the 1 GiB budget of this run: numpy's MemoryError
# subclass, with the size in binary units, before any memory is committed.
np.zeros(10**12)
