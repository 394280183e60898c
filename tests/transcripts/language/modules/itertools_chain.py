# chain joins iterables lazily; chain.from_iterable takes them from one iterable.
from itertools import chain

print(list(chain([1, 2], "ab", (3,))))
print(list(chain.from_iterable([[1], [2, 3], []])))
c = chain([1], 5)
print(next(c))
try:
    next(c)
except TypeError as e:
    print("TypeError:", e)
