# Objects with __del__ in a cycle are collected, and each __del__ runs once
# (CPython 3.4+), seeing the other objects of the cycle intact.
import gc


class Node:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name, "other is", self.other.name)


gc.collect()
a = Node("a")
b = Node("b")
a.other = b
b.other = a
del a, b
print(gc.collect())
print(gc.collect())
