# numpy's ValueError: itemsize times the non-zero dimensions passes intp.
import numpy as np
np.ones((2**40, 0, 2**40))
