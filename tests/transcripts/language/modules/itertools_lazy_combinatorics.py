# product, permutations and combinations are iterators that make each item
# when asked; the input is read once, at the call, as in CPython.
from itertools import product, permutations, combinations

p = product(range(3), "ab", repeat=2)
print(next(p), next(p), next(p))
print(sum(1 for _ in p))
print(list(product()), list(product([], [1])), list(product([1], repeat=0)))
source = [1, 2, 3]
p = product(source, repeat=2)
source.append(4)
print(len(list(p)))
perm = permutations(range(4), 3)
print(next(perm), next(perm), len(list(perm)))
print(list(permutations([])), list(permutations([1], 2)))
c = combinations(range(5), 3)
print(next(c), next(c), len(list(c)))
print(list(combinations(range(3), 0)))
g = (x * 10 for x in range(3))
c = combinations(g, 2)
print(list(g), list(c))
