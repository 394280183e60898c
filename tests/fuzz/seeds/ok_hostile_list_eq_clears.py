# Elements whose __eq__ empties the list during ==, in, index, count, remove.
class E:
    def __init__(self, l):
        self.l = l
    def __eq__(self, other):
        self.l.clear()
        return False

a = []
a.extend([E(a), E(a), E(a)])
b = [1, 2, 3]
print(a == b, len(a))
a.extend([E(a), E(a)])
print(5 in a, len(a))
a.extend([E(a), E(a)])
print(a.count(5), len(a))
a.extend([E(a), E(a)])
try:
    a.index(5)
except ValueError:
    print("ValueError")
a.extend([E(a), E(a)])
try:
    a.remove(5)
except ValueError:
    print("ValueError")
print(len(a))
