# Re-running a class definition (as a notebook cell does) rebinds the name;
# instances made before keep the old class and its methods.
class A:
    def f(self):
        return 1

a = A()


class A:
    def f(self):
        return 2

b = A()
print(a.f(), b.f())
print(type(a) is A, type(b) is A)
print(type(a).__name__, isinstance(a, A))
del A
print(b.f(), type(b).__name__)
