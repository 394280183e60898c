# sort_keys sorts the (key, value) pairs, as sorted(d.items()); a key whose
# comparison changes the dict cannot pair a key with another's value.
import json

d = {}


class Key:
    def __init__(self, n):
        self.n = n

    def __lt__(self, other):
        d.clear()
        return self.n < other.n

    def __hash__(self):
        return self.n


d[Key(2)] = "two"
d[Key(1)] = "one"
print(json.dumps(d, sort_keys=True, default=str, skipkeys=True))
try:
    json.dumps({1: "a", "b": 2}, sort_keys=True)
except TypeError as e:
    print("TypeError:", e)
