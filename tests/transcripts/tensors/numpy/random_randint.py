import numpy as np
np.random.seed(1000)
print(np.random.randint(5), type(np.random.randint(5)).__name__)
print(np.random.randint(2, 10, size=5))
print(np.random.randint(0, 1000000, size=(2, 3)))
print(repr(np.random.randint(-5, 5, size=4)))
print(np.random.randint(0, 2**40, size=2))
print(np.random.randint(1, 2, size=3))
