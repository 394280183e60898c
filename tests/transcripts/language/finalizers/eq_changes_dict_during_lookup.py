# A key's __eq__ that rebuilds the dict or set being searched (once): the
# lookup starts again on the new table instead of reading the old one.
d = {}
rebuilds = [1, 1, 1, 1, 1]


class K:
    def __init__(self, h):
        self.h = h

    def __hash__(self):
        return self.h

    def __eq__(self, other):
        if rebuilds:
            rebuilds.pop()
            d.clear()
            for i in range(50):
                d[i + 100] = i
        return False


d[K(1)] = 1
print(d.get(K(1)), len(d))
d = {K(1): 1}
d[K(1)] = 2
print(len(d))
d = {K(1): 1}
print(d.pop(K(1), "missing"), len(d))
d = {K(1): 1}
print(K(1) in d, len(d))
d = {K(1): 1}
try:
    del d[K(1)]
except KeyError:
    print("KeyError", len(d))
s = set()
adds = [1, 1, 1]


class KS:
    def __hash__(self):
        return 1

    def __eq__(self, other):
        if adds:
            adds.pop()
            s.clear()
            for i in range(30):
                s.add(i + 100)
        return False


s.add(KS())
print(KS() in s, len(s))
s.add(KS())
print(len(s))
s = {KS()}
s.discard(KS())
print(len(s))
