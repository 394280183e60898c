# A key whose __eq__ empties the dict being searched, in every dict operation.
class K:
    def __init__(self, d):
        self.d = d
    def __hash__(self):
        return 1
    def __eq__(self, other):
        self.d.clear()
        return False

for op in ["in", "get", "set", "del", "pop", "setdefault", "update"]:
    d = {}
    d[K(d)] = 1
    k = K(d)
    try:
        if op == "in":
            print(k in d)
        elif op == "get":
            print(d.get(k))
        elif op == "set":
            d[k] = 2
        elif op == "del":
            del d[k]
        elif op == "pop":
            d.pop(k, None)
        elif op == "setdefault":
            d.setdefault(k, 3)
        else:
            d.update({k: 4})
    except (KeyError, RuntimeError) as e:
        print(op, type(e).__name__)
    print(op, len(d))
