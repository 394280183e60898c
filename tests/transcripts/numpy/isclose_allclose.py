import numpy as np

print(np.isclose(1.0, 1.0 + 1e-9), np.isclose(1.0, 1.1))
print(np.isclose(np.array([1.0, 2.0, np.nan, np.inf]), np.array([1.0, 2.1, np.nan, np.inf])))
print(np.isclose(np.array([1.0, np.nan]), np.array([1.0, np.nan]), equal_nan=True))
print(np.isclose(np.array([100.0, 1e-10]), np.array([100.001, 0.0])))
print(np.isclose(np.array([1, 2]), np.array([1, 3])))
print(np.allclose([1.0, 2.0], [1.0, 2.0 + 1e-9]), np.allclose([1.0, 2.0], [1.0, 2.1]))
print(np.allclose(np.array([1.0, 2.0]), 1.0), np.allclose(0.1 + 0.2, 0.3), type(np.allclose(1, 1)).__name__)
print(np.array_equal(np.array([1, 2]), np.array([1, 2])), np.array_equal(np.array([1, 2]), np.array([1, 2, 3])))
print(np.isnan(np.array([1.0, np.nan])), np.isinf(np.array([1.0, -np.inf])), np.isfinite(np.array([np.nan, 1.0, np.inf])))
print(np.all(np.array([True, False])), np.any(np.array([True, False])), np.all(np.array([[1, 0], [1, 1]]), axis=0))
