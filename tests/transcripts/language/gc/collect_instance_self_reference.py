# An instance that refers to itself is one unreachable object once its name
# is gone (its attribute dict is part of it until __dict__ is read).
import gc


class Node:
    pass


gc.collect()
a = Node()
a.me = a
del a
print(gc.collect())
print(gc.collect())
