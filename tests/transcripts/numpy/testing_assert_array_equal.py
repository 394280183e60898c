import numpy as np

np.testing.assert_array_equal(np.array([1, 2, 3]), [1, 2, 3])
np.testing.assert_array_equal(np.array([1.0, np.nan]), np.array([1.0, np.nan]))
np.testing.assert_equal(3, 3)
print("equal")
for x, y in [
    (np.array([1, 2, 3]), np.array([1, 2, 4])),
    (np.array([[1.5, 2.5], [3.5, 4.5]]), np.array([[1.5, 2.5], [3.5, 0.0]])),
    (np.array([1, 2]), np.array([1, 2, 3])),
    (np.array([True, False]), np.array([True, True])),
    (np.arange(10), np.arange(10) * 2),
]:
    try:
        np.testing.assert_array_equal(x, y)
    except AssertionError as e:
        print("AssertionError:", e)
        print("---")
try:
    np.testing.assert_array_almost_equal(np.array([1.0, 2.0]), np.array([1.0, 2.001]), decimal=4)
except AssertionError as e:
    print("AssertionError:", e)
