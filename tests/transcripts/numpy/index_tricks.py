import numpy as np

print(np.r_[1:4, 0, [5, 6]])
print(np.r_[np.array([1, 2]), 3.5])
print(np.r_[0:1:5j])
print(np.r_[np.array([1, 2]), np.array([3])])
print(np.c_[np.array([1, 2, 3]), np.array([4, 5, 6])])
print(np.c_[np.array([[1, 2]]), np.array([[3]])])
print(np.mgrid[0:3])
print(np.mgrid[0:2, 0:3])
print(np.mgrid[0:1:3j, 0:2:2j])
print(np.ogrid[0:2, 0:3])
print(np.ogrid[0:3])
