import numpy as np
# _ArrayMemoryError is a MemoryError: a program can catch it and go on.
for make in [lambda: np.ones((100000, 100000)), lambda: np.full((3, 2**40), 7, dtype=np.int8),
             lambda: np.zeros((1024, 1024, 1024), dtype=np.float32), lambda: np.arange(2**40),
             lambda: np.random.rand(10**6, 10**6), lambda: np.random.randint(0, 5, size=10**11)]:
    try:
        make()
    except MemoryError as e:
        print(type(e).__name__, '|', e)
print(np.zeros(3))
