# set.clear, remove, discard, pop and the in-place operators leave the set in
# its new state before a released element's __del__ runs.
class D:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name

    def __hash__(self):
        return 7

    def __del__(self):
        print("__del__", self.name, "sees", sorted(s, key=str))
        s.add(self.name)


s = {D("a"), 1}
s.clear()
print(sorted(s, key=str))
x = D("b")
s = {x, 1}
x = None
s.discard(next(e for e in s if e != 1))
print(sorted(s, key=str))
s = {D("c"), 1, 2}
s &= {1, 2}
print(sorted(s, key=str))
s = {D("d"), 1}
s -= {e for e in s if e != 1}
print(sorted(s, key=str))
s = {D("e"), 1}
s ^= {e for e in s if e != 1}
print(sorted(s, key=str))
s = {D("f")}
s.pop()
print(sorted(s, key=str))
s = None
