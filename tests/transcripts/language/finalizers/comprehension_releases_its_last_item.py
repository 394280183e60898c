# A comprehension's variable dies with the comprehension (it has a scope of
# its own): its last item is not kept alive until later.
class D:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("__del__", self.name)


s = {D("set item")}
t = {e for e in s}
t = None
s = None
print("after the set comprehension")
s = [D("list item")]
t = [(e, k) for e in s for k in [1]]
t = None
s = None
print("after the list comprehension")


def f():
    items = [D("local item")]
    n = sum(1 for e in items)
    items = None
    print("in f, after the generator expression")
    return n


print(f())
pairs = [(D("pair item"), 1)]
d = {k: v for k, v in pairs}
pairs = d = None
print("after the dict comprehension")
