# A function's __qualname__ says where it was defined: Class.method in a class
# body, outer.<locals>.inner in a function. Reprs and argument errors use it.
def deco(fn):
    def wrapper(*args):
        return fn(*args)
    return wrapper


@deco
def greet(name):
    return "hi " + name


def outer():
    def inner(x):
        return x
    square = lambda v: v * v
    def gen():
        yield 1
    return inner, square, gen(), (n for n in [1])


class Shape:
    def area(self):
        return 0

    class Unit:
        def scale(self):
            def helper():
                return 1
            return helper


def no_address(obj):
    return repr(obj).split(" at ")[0]


inner, square, g, ge = outer()
print(greet.__qualname__, no_address(greet))
print(inner.__qualname__, square.__qualname__, g.__qualname__, ge.__qualname__)
print(no_address(inner), no_address(g))
print(Shape.area.__qualname__, Shape.Unit.scale.__qualname__)
print(Shape.Unit().scale().__qualname__)
print(no_address(Shape().area))
try:
    inner()
except TypeError as e:
    print(e)
inner.__qualname__ = "renamed"
print(no_address(inner), inner.__name__)
