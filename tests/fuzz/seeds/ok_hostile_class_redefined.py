# Old instances of a redefined class, and classes made inside functions.
class A:
    def f(self):
        return 1
a = A()
class A:
    def f(self):
        return 2
print(a.f(), A().f())

def make():
    class Local:
        def __repr__(self):
            return "Local()"
    return Local()
objs = [make() for _ in range(3)]
del make
print(objs)
