# Sets of ints iterate in CPython's order: by slot in CPython's hash table,
# which depends on the table size, on collisions and on earlier removals.
print({5, 3, 1})
print({100, 1, 33})
s = set()
for n in [40, 8, 16, 0, -1, 24, 9]:
    s.add(n)
print(s, list(s))
s.discard(8)
s.add(72)
print(s)
big = set()
for n in range(100, 0, -7):
    big.add(n * 3)
print(big)
print(sorted(big) == sorted(list(big)))
t = set()
for n in [-192, -39, -13]:
    t.add(n)
print(t.pop(), t.pop(), t)
t.add(-128)
t.add(192)
print(t)
c = big.copy()
print(c)
print(set(big) == big, [x for x in {9, 1, 17}])
