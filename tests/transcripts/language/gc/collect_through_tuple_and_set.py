# Cycles through a tuple and through a set are found like any other.
import gc


class Node:
    pass


gc.collect()
outer = []
inner = (outer,)
outer.append(inner)
del outer, inner
print(gc.collect())

s = set()
n = Node()
n.owner = s
s.add(n)
del n, s
print(gc.collect())
