# 8 TB of float64: numpy's _ArrayMemoryError, not an OOM kill.
import numpy as np
np.zeros(10**12)
