# A cycle still reachable from a live name is not collected, and is intact.
import gc


class Node:
    pass


gc.collect()
a = Node()
b = Node()
a.b = b
b.a = a
keeper = Node()
keeper.a = a
del a, b
print(gc.collect())
print(keeper.a.b.a is keeper.a)
del keeper
print(gc.collect())
