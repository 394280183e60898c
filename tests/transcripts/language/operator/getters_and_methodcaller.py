# itemgetter, attrgetter (dotted paths, several at once) and methodcaller,
# with their reprs; the usual use is a sort key.
import operator as o


class P:
    def __init__(self, name):
        self.name = name
        self.child = None


p = P("p")
p.child = P("c")
print(o.itemgetter(1)("abc"), o.itemgetter(0, 2)("abc"), o.itemgetter("k")({"k": 9}))
print(o.attrgetter("name")(p), o.attrgetter("child.name", "name")(p))
print(o.methodcaller("split", ",")("a,b"), o.methodcaller("replace", "a", "b", 1)("aaa"))
print(sorted([(1, "b"), (0, "c"), (2, "a")], key=o.itemgetter(1)))
print(sorted([P("b"), P("a")], key=o.attrgetter("name"))[0].name)
print(repr(o.itemgetter(1, "a")), repr(o.attrgetter("a.b", "c")))
print(repr(o.methodcaller("f", 1, k=2)), repr(o.methodcaller("sort", reverse=True)))
