import numpy as np

x = np.array([1, 2, 3])
y = np.array([10, 20])
X, Y = np.meshgrid(x, y)
print(X)
print(Y)
X, Y = np.meshgrid(x, y, indexing="ij")
print(X.shape, Y.shape)
print(np.meshgrid(x, y, sparse=True))
xx, yy = np.meshgrid(np.linspace(0, 1, 3), np.linspace(0, 1, 2))
print(xx + yy)
print(type(np.meshgrid(x, y)).__name__)
