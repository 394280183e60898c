# __eq__ that grows the dict it is compared in, recursing until RecursionError.
class K:
    def __init__(self, d): self.d = d
    def __hash__(self): return 7
    def __eq__(self, o):
        self.d.update({i: i for i in range(100)})
        return False
d = {}
for i in range(5):
    d[K(d)] = i
print(len(d))
e = {}
e[K(e)] = 1
print(K(e) in e, e.get(K(e)), len(e))
f = dict.fromkeys([K(e) for _ in range(5)])
print(len(f))
print({**e}.__len__())
