# dict stores and deletions: the dict is in its new state before a released
# value's __del__ runs, which may clear it.
class D:
    def __init__(self, f):
        self.f = f

    def __repr__(self):
        return "D"

    def __del__(self):
        self.f()


def clearing(label):
    return D(lambda: (print(label, "sees", d), d.clear()))


d = {"a": 0}
d["a"] = clearing("store")
d["b"] = 1
d["a"] = 5
print(d)
d = {"a": clearing("del"), "b": 2}
del d["a"]
print(d)
d = {"a": clearing("pop"), "b": 2}
print(d.pop("a"), d)
d = {"b": 2, "a": clearing("popitem")}
print(d.popitem(), d)
d = {"a": clearing("clear"), "b": 2}
d.clear()
print(d)
d = {"a": clearing("setdefault")}
print(d.setdefault("a", 4), d)
d = {"a": D(lambda: (print("update sees", d), d.update({"z": 1}))), "b": 2}
d.update({"a": 3})
print(d)
d = {"a": D(lambda: (print("|= sees", d), d.update({"z": 1}))), "b": 2}
d |= {"a": 4, "c": 5}
print(d)
d = None
