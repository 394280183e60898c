import numpy as np
a = np.arange(12).reshape(3, 4)
print(a[0], a[1, 2], a[-1, -1], type(a[1, 2]).__name__)
print(a[:, 1])
print(a[1:, ::2])
print(a[..., 0], a[None, 0].shape)
for row in a:
    print(row)
print([x for x in np.array([1.5, 2.5])])
try:
    a[3]
except IndexError as e:
    print("IndexError:", e)
