import numpy as np
print(np.sort(np.array([True, False, True])), np.sort(np.array([3, 1, 2], dtype=np.uint8)), np.sort(np.array([2.5, 1.5], dtype=np.float16)))
print(np.sort(np.zeros((0,))), np.sort(np.zeros((2, 0))).shape, np.argsort(np.zeros((3, 0)), axis=0).shape)
print(np.sort(np.array([[3, 1], [2, 4], [0, 9]]), axis=0), np.argsort(np.array([[3, 1], [2, 4], [0, 9]]), axis=0))
print(np.sort(np.array([2**62 + 1, 2**62])), np.unique(np.array([np.nan, 1.0, np.nan])))
print(np.sort(np.array([[[3, 1], [2, 0]]]), axis=1))
