# Attribute stores and deletions bind (or unbind) first; the old value's
# __del__ sees the instance's new state.
class D:
    def __init__(self, f):
        self.f = f

    def __repr__(self):
        return "D"

    def __del__(self):
        self.f()


class O:
    pass


o = O()
o.x = D(lambda: (print("store sees", vars(o)), vars(o).clear()))
o.y = 1
o.x = 2
print(vars(o))
o.x = D(lambda: (print("del sees", vars(o)), setattr(o, "q", 1)))
del o.x
print(vars(o))


class S:
    __slots__ = ("a", "b")


s = S()
s.a = D(lambda: (print("slot store sees", s.a), setattr(s, "a", 9)))
s.a = 1
print(s.a)


class C:
    pass


C.attr = D(lambda: print("class store sees", C.attr))
C.attr = "new"
print(C.attr)
C.attr = D(lambda: print("class del sees", hasattr(C, "attr")))
del C.attr
print(hasattr(C, "attr"))
