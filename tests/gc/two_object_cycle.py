# 2 million pairs of instances that refer to each other.
class Node:
    pass


for i in range(2000000):
    a = Node()
    b = Node()
    a.other = b
    b.other = a
