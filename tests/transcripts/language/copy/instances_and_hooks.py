# Instances are copied without calling __init__; __copy__, __deepcopy__(memo),
# __getstate__ and __setstate__ take over when a class defines them;
# exceptions are rebuilt from their args.
import copy


class Point:
    def __init__(self, x, y):
        print("init", x, y)
        self.x = x
        self.y = y

    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)


p = Point([1], 2)
p2 = copy.copy(p)
p3 = copy.deepcopy(p)
print(p2, p3, p2.x is p.x, p3.x is p.x, type(p3).__name__)


class C:
    def __init__(self):
        self.v = [1]

    def __copy__(self):
        print("__copy__ called")
        r = C()
        r.v = "copied"
        return r

    def __deepcopy__(self, memo):
        print("__deepcopy__ called", type(memo).__name__)
        return "deep"


print(copy.copy(C()).v, copy.deepcopy(C()), copy.deepcopy([C()]))


class S:
    def __init__(self):
        self.a = 1
        self.b = 2

    def __getstate__(self):
        print("getstate")
        return {"a": self.a}

    def __setstate__(self, state):
        print("setstate", state)
        self.__dict__.update(state)


print(copy.deepcopy(S()).__dict__)
print(copy.copy(S()).__dict__)


class MyErr(Exception):
    pass


e = MyErr("bad", 2)
e.extra = [1]
e2 = copy.copy(e)
e3 = copy.deepcopy(e)
print(repr(e2), e2.extra is e.extra, repr(e3), e3.extra is e.extra)
