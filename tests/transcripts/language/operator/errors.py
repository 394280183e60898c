# operator's functions and callables fail with CPython's exception texts.
import operator as o


class P:
    name = "p"


for call in [
    lambda: o.itemgetter(),
    lambda: o.attrgetter(1),
    lambda: o.attrgetter(),
    lambda: o.methodcaller(),
    lambda: o.methodcaller(1),
    lambda: o.concat(1, 2),
    lambda: o.index(1.5),
    lambda: o.index("3"),
    lambda: o.itemgetter(1)(5),
    lambda: o.add(1, "a"),
    lambda: o.indexOf([1], 2),
    lambda: o.attrgetter("name.zzz")(P()),
    lambda: o.truediv(1, 0),
]:
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)
