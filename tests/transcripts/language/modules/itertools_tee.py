# tee: n independent iterators over one source, each item read from it once.
from itertools import tee


def source():
    for i in range(5):
        print("read", i)
        yield i


a, b = tee(source())
print(next(a), next(a))
print(list(b))
print(list(a))
x, y, z = tee(range(200), 3)
print(sum(x), sum(1 for _ in y), next(z))
print(tee([1, 2], 0), len(tee([1], 1)))
c, d = tee(iter([1, 2, 3]))
e, f = tee(c)
print(next(c), list(e), list(f), list(d))
try:
    tee([1], -1)
except ValueError as err:
    print("ValueError:", err)
try:
    tee(5)
except TypeError as err:
    print("TypeError:", err)
g = (1 / x for x in [1, 0])
h, i = tee(g)
print(next(h))
try:
    next(i)
    next(i)
except ZeroDivisionError as err:
    print("ZeroDivisionError:", err)
