import numpy as np

a = np.array([1, 3, 5, 7, 9, 10])
print(np.percentile(a, 50), np.percentile(a, 25), np.percentile(a, 100), np.percentile(a, 0))
print(np.percentile(a, [10, 90]))
print(np.quantile(a, 0.5), np.quantile(a, [0.1, 0.33, 0.9]))
print(np.median(a), np.median(np.array([3.0, 1.0, 2.0])))
b = np.array([[10, 7, 4], [3, 2, 1]])
print(np.percentile(b, 50, axis=0), np.percentile(b, 50, axis=1))
print(np.percentile(b, [25, 75], axis=1))
print(np.median(b, axis=0))
print(np.quantile(np.arange(10.0), 0.95))
for bad in [lambda: np.percentile(a, 101), lambda: np.quantile(a, -0.1)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
