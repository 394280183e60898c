# A sort key and a comparison that change the list being sorted.
a = list(range(20))
def key(x):
    a.append(x)
    return -x
try:
    a.sort(key=key)
except ValueError as e:
    print("ValueError", e)
print(len(a) >= 20)

class C:
    def __init__(self, v, l):
        self.v, self.l = v, l
    def __lt__(self, other):
        self.l.clear()
        return self.v < other.v

b = []
b.extend(C(i, b) for i in range(10))
try:
    b.sort()
except ValueError as e:
    print("ValueError", e)
print(sorted([3, 1, 2]))
