import numpy as np
# The product of the new shape overflows: numpy's size mismatch, not a wrap.
np.arange(6).reshape(2**62, 2**62, 0)
