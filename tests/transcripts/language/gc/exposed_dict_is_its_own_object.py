# Once an instance's __dict__ has been read, the dict is an object of its
# own: the cycle is two objects, and a live reference to the dict keeps it.
import gc


class Node:
    pass


gc.collect()
a = Node()
a.me = a
d = a.__dict__
del a
print(gc.collect())
print(type(d["me"]).__name__)
del d
print(gc.collect())
