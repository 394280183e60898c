# SimpleNamespace: attributes from keywords, a repr in insertion order
# (recursion shown as ...), equality by attributes, no hashing.
import types

ns = types.SimpleNamespace(a=1, b="x")
print(ns, repr(types.SimpleNamespace()), ns == types.SimpleNamespace(b="x", a=1), ns != types.SimpleNamespace(a=1))
ns.c = [1]
del ns.a
print(ns, vars(ns), ns.b)
try:
    types.SimpleNamespace(1)
except TypeError as e:
    print(e)
r = types.SimpleNamespace(x=types.SimpleNamespace(y=1))
print(r, r.x.y)
n = types.SimpleNamespace()
n.me = n
print(n)


class Point(types.SimpleNamespace):
    pass


print(Point(x=1, y=2), Point(x=1) == types.SimpleNamespace(x=1))
try:
    Point().q
except AttributeError as e:
    print(e)
try:
    hash(Point())
except TypeError as e:
    print(e)
print(getattr(ns, "nothing", "default"), hasattr(ns, "b"))
