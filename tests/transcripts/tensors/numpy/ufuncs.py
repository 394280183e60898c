import numpy as np
x = np.array([1., 4., 9.])
print(np.sqrt(x), np.exp(np.array([0., 1.])), np.log(np.array([1., np.e])))
print(np.abs(np.array([-2, 3])), np.square(np.array([2, 3])))
print(np.sqrt(np.array([4, 9])), np.floor(np.array([1.5, -1.5])), np.ceil(np.array([1.5, -1.5])))
print(np.add(1, 2), np.multiply(np.array([1, 2]), 3), np.matmul(np.ones((2, 2)), np.ones((2, 2))))
print(np.sqrt(np.array([4, 9], dtype=np.int8)).dtype, np.tanh(np.array([0.5])))
print(np.pi, np.e)
