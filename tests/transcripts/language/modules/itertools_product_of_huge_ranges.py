# minitf-only
# A range is kept as the sequence it is, never copied: product, permutations
# and combinations over range(10**9) yield their first items at once (CPython
# copies each input to a tuple first: 8 GB each here).
from itertools import product, permutations, combinations

p = product(range(10**9), repeat=3)
print(next(p), next(p))
for _ in range(1000):
    item = next(p)
print(item)
perm = permutations(range(10**9), 2)
print(next(perm), next(perm))
c = combinations(range(10**9), 3)
print(next(c), next(c))
