# __index__ and __float__ objects handed to numpy.
import numpy as np
class I:
    def __index__(self): return 3
class F:
    def __float__(self): return 1.5
for f in [lambda: np.zeros(I()), lambda: np.array([F()]), lambda: np.arange(I()),
          lambda: np.ones((I(), I()))[I() - 1], lambda: np.array([[1], [2, 3]]),
          lambda: np.zeros(3)[[0, 5]], lambda: np.reshape(np.arange(6), (4, -1))]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__)
