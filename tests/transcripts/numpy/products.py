import numpy as np

a = np.array([[1, 2], [3, 4]])
v = np.array([1, 10])
print(np.dot(v, v), np.dot(a, v), np.dot(v, a))
print(np.dot(a, a))
print(np.dot(2, a), np.dot(1.5, 2))
print(np.matmul(a, a), np.matmul(a, v), np.matmul(v, a), np.matmul(v, v))
print(a @ a)
print(np.outer(np.array([1, 2, 3]), np.array([1, 10])))
print(np.einsum("ij,jk->ik", a, a))
print(np.einsum("ii->", a), np.einsum("ij->ji", a))
print(np.einsum("i,i->", v, v), np.einsum("i,j->ij", v, v))
print(np.dot(np.array([0.1, 0.2]), np.array([[1.0], [2.0]])))
for bad in [lambda: np.dot(np.array([1, 2, 3]), np.array([1, 2])),
            lambda: np.matmul(a, np.array([1, 2, 3]))]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
