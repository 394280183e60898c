import numpy as np

a = np.arange(12).reshape(3, 4)
print(a[[0, 2]])
print(a[:, [1, 0]])
print(a[[0, 1, 2], [3, 2, 1]])
print(a[[-1, 0]])
print(a[np.array([[0, 1], [2, 2]])].shape)
print(a[1:, [0, 3]])
print(a[[2, 0], 1:3])
print(a[..., [0]])
print(np.arange(5)[np.array([4, 4, 0])])
x = np.array([10.5, 20.5, 30.5])
idx = np.argsort(x)[::-1]
print(x[idx])
for key in ([0, 5], (slice(None), [4]), ([0, 1], [0, 1, 2])):
    try:
        a[key]
    except IndexError as e:
        print("IndexError:", e)
