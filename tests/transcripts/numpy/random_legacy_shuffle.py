import numpy as np

np.random.seed(0)
x = np.arange(10)
np.random.shuffle(x)
print(x)
print(np.random.permutation(8), np.random.permutation(np.array([10, 20, 30])))
items = ["a", "b", "c", "d"]
np.random.shuffle(items)
print(items)
print(np.random.choice(5), np.random.choice(5, 4), np.random.choice(np.array([1.5, 2.5, 3.5]), size=(2, 2)))
print(np.random.choice(3, size=6, p=[0.2, 0.5, 0.3]))
np.random.seed(42)
idx = np.random.permutation(6)
print(idx, np.random.rand(2), np.random.randint(0, 10, 3))
