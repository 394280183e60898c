# A class's __qualname__ follows where it was defined, and its repr uses it.
# The body may name the class's module and qualified name itself.
from dataclasses import dataclass


class Outer:
    class Inner:
        pass


def make():
    class Local:
        pass

    @dataclass
    class Point:
        x: int
    return Local, Point


Local, Point = make()
print(Outer.Inner, Outer.Inner.__qualname__, Outer.Inner.__name__)
print(Local, Local.__qualname__)
print(Point(3))
print(repr(Local()).split(" at ")[0])


class Named:
    __module__ = "library.layers"
    __qualname__ = "Layers.Named"


print(Named, Named.__module__, Named.__qualname__, Named.__name__)
print("__qualname__" in Named.__dict__, Named.__dict__["__module__"])

Outer.__name__ = "Renamed"
print(Outer, Outer.__name__, Outer.__qualname__)
Outer.__qualname__ = "Elsewhere"
print(Outer)
try:
    Outer.__qualname__ = 3
except TypeError as e:
    print(e)
try:
    class Bad:
        __qualname__ = 3
except TypeError as e:
    print(e)
