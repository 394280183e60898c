# Two instances that refer to each other are two unreachable objects.
import gc


class Node:
    pass


gc.collect()
a = Node()
b = Node()
a.other = b
b.other = a
del a, b
print(gc.collect())
