# The combinatoric iterators, in CPython's order.
from itertools import product, permutations, combinations

print(list(product("ab", range(2))))
print(list(product([0, 1], repeat=2)))
print(list(permutations(range(3))))
print(list(permutations("abc", 2)))
print(list(combinations(range(4), 2)), list(combinations("ab", 3)), list(combinations("ab", 0)))
try:
    combinations([1], -1)
except ValueError as e:
    print("ValueError:", e)
