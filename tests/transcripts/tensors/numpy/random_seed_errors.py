import numpy as np
try:
    np.random.seed(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    np.random.randint(5, 5)
except ValueError as e:
    print("ValueError:", e)
np.random.seed(2**32 - 1)
print(np.random.rand())
