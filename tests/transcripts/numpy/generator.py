import numpy as np

rng = np.random.default_rng(42)
print(rng.random(), rng.random(3))
print(rng.random((2, 2)))
print(rng.uniform(-1, 1, size=(2, 2)), rng.uniform(5, 10))
print(rng.integers(10, size=5), rng.integers(1, 7), rng.integers(0, 2**40, size=3))
print(rng.integers(0, 5, size=4, endpoint=True), rng.integers(-3, 3, size=(2, 3)))
print(rng.choice(5, 3), rng.choice(np.array([10, 20, 30]), size=4), rng.choice(["a", "b"]))
print(rng.choice(4, size=5, p=[0.1, 0.2, 0.3, 0.4]), rng.choice([1.5, 2.5]))
print(rng.permutation(10))
print(rng.permutation(np.arange(6).reshape(3, 2)))
x = np.arange(8)
rng.shuffle(x)
print(x)
items = [1, 2, 3, 4, 5]
rng.shuffle(items)
print(items)
print(np.random.default_rng(0).integers(0, 100, 10), np.random.default_rng(2**70).random(2))
print(np.random.default_rng([1, 2]).random(), np.random.default_rng(0).random(2))
a = np.random.default_rng(7).random(4)
b = np.random.default_rng(7).random(4)
print((a == b).all(), type(rng).__name__)
for bad in [lambda: rng.integers(5, 2), lambda: rng.integers(0), lambda: np.random.default_rng(-1)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
