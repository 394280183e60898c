import numpy as np

a = np.arange(6).reshape(2, 3)
print(np.expand_dims(a, 0).shape, np.expand_dims(a, -1).shape, np.expand_dims(a, (0, 3)).shape)
print(a[np.newaxis, :].shape, a[:, np.newaxis].shape, np.newaxis is None)
print(np.squeeze(np.zeros((1, 3, 1))).shape, np.squeeze(np.zeros((1, 3, 1)), axis=0).shape)
print(np.transpose(a))
print(np.transpose(np.zeros((2, 3, 4)), (1, 0, 2)).shape)
print(np.swapaxes(a, 0, 1))
print(np.moveaxis(np.zeros((2, 3, 4)), 0, -1).shape, np.moveaxis(np.zeros((2, 3, 4)), [0, 1], [-1, -2]).shape)
print(np.ravel(a), np.shape(a), np.ndim(a), np.size(a))
for bad in [lambda: np.squeeze(np.zeros((1, 3)), axis=1),
            lambda: np.expand_dims(a, 3),
            lambda: np.swapaxes(a, 0, 2),
            lambda: np.moveaxis(a, [0, 1], [0])]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__ + ":", e)
