# An infinite length: numpy's ValueError, not an empty array.
import numpy as np
np.arange(float('inf'))
