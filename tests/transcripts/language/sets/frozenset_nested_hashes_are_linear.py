# A frozenset's hash is computed once and kept, from the hashes its table
# already holds: 20 000 frozensets each nested in the next hash in linear
# time (recomputing every inner hash made this quadratic: about a minute).
s = frozenset()
for i in range(20000):
    s = frozenset([s, i])
print(len(s), hash(s) == hash(s), {s: 1}[s])
a = frozenset([frozenset([1, 2]), 3])
b = frozenset([3, frozenset([2, 1])])
print(a == b, hash(a) == hash(b), len({a, b}))
print(hash(frozenset()) == hash(frozenset([])), {frozenset([1]): "x"}[frozenset([1.0])])
