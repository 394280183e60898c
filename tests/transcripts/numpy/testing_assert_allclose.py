import numpy as np

np.testing.assert_allclose(np.array([1.0, 2.0]), np.array([1.0, 2.0 + 1e-9]))
np.testing.assert_allclose([1, 2], [1.05, 2], rtol=0.1)
print("close enough")
for actual, desired, kw in [
    (np.array([1.0, 2.0, 3.1]), np.array([1.0, 2.0, 3.0]), {}),
    (np.array([1.0, 2.0]), np.array([1.5, 2.0]), {"atol": 0.1}),
    (np.array([[1, 2], [3, 4]]), np.array([[1, 2], [3, 5]]), {"err_msg": "grid differs"}),
    (np.array([1.0, np.nan]), np.array([1.0, 2.0]), {}),
    (np.array([1.0, 2.0]), np.array([1.0, 2.0, 3.0]), {}),
    (np.array([0.0, 1.0]), np.array([0.0, 0.0]), {}),
    (3.0, 3.5, {}),
]:
    try:
        np.testing.assert_allclose(actual, desired, **kw)
    except AssertionError as e:
        print("AssertionError:", e)
        print("---")
