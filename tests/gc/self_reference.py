# 2 million instances that refer to themselves: each is garbage as soon as
# the next replaces it, and only the cycle collector can free it.
class Node:
    pass


for i in range(2000000):
    a = Node()
    a.me = a
