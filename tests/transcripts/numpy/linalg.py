import numpy as np

a = np.array([[4.0, 7.0], [2.0, 6.0]])
print(np.linalg.inv(a))
print(np.linalg.inv(np.array([[1, 2], [3, 4]])))
print(np.allclose(np.linalg.inv(a) @ a, np.eye(2)))
print(np.linalg.solve(np.array([[3, 1], [1, 2]]), np.array([9, 8])))
print(np.linalg.solve(a, np.array([[1.0, 0.0], [0.0, 1.0]])))
print(np.linalg.norm(np.array([3.0, 4.0])), np.linalg.norm(np.array([[1, 2], [3, 4]])))
print(np.linalg.norm(np.array([3.0, -4.0]), ord=1), np.linalg.norm(np.array([3.0, -4.0]), ord=np.inf))
print(np.linalg.norm(np.array([[3.0, 4.0], [6.0, 8.0]]), axis=1))
print(np.linalg.norm(np.array([[3.0, 4.0], [6.0, 8.0]]), axis=0, keepdims=True))
print(round(float(np.linalg.det(a)), 9))
for bad in [lambda: np.linalg.inv(np.array([[1.0, 2.0], [2.0, 4.0]])),
            lambda: np.linalg.inv(np.ones((2, 3))),
            lambda: np.linalg.inv(np.ones(3))]:
    try:
        bad()
    except np.linalg.LinAlgError as e:
        print("LinAlgError:", e)
