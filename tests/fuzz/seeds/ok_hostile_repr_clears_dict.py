# Values whose __repr__ and __eq__ empty the dict that is printed or compared.
class V:
    def __init__(self, d):
        self.d = d
    def __repr__(self):
        self.d.clear()
        return "V"
    def __eq__(self, other):
        self.d.clear()
        return True
    def __hash__(self):
        return 0

d = {}
d["a"] = V(d)
d["b"] = V(d)
try:
    print(d)
except RuntimeError as e:
    print("RuntimeError", e)
print(d == {"a": 1}, len(d))
