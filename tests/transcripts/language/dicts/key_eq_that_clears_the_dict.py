# A key whose __eq__ empties the dict while a lookup compares it: the lookup
# sees the emptied dict instead of reading freed entries.
class K:
    def __hash__(self):
        return 1

    def __eq__(self, other):
        d.clear()
        return False


def refill():
    d.clear()
    d[K()] = 0


d = {}
refill()
print(K() in d, len(d))
refill()
print(d.get(K(), "missing"), len(d))
refill()
print(d.pop(K(), "missing"), len(d))
refill()
print(d.setdefault(K(), "set"), len(d))
refill()
try:
    del d[K()]
except KeyError:
    print("KeyError", len(d))
refill()
d.update({K(): "updated"})
print(list(d.values()))
refill()
d[K()] = "stored"
print(list(d.values()))
