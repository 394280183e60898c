import numpy as np
np.arange(float('nan'))
