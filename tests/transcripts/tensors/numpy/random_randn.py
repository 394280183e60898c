import numpy as np
np.random.seed(0)
print(np.random.randn())
print(np.random.randn(3))
print(np.random.randn(2, 2))
np.random.seed(42)
print(np.random.normal(), np.random.normal(10, 2, size=3))
np.random.seed(42)
print(np.random.normal())
