# __eq__ that empties both dicts (and sets) being compared.
a = {}
b = {}
class E:
    def __eq__(self, o):
        a.clear(); b.clear()
        return True
    def __hash__(self): return 1
for i in range(10):
    a[i] = E(); b[i] = E()
print(a == b)
s = {E() for _ in range(3)}
t = set([E()])
print(s == t, s <= t, s & t, s | t, s - t, s ^ t)
