# dir() lists an object's attributes, its class's and its bases', sorted and
# without repeats; a module's names; or whatever a user-defined __dir__ returns.
import math


class Base:
    shared = 1

    def run(self):
        return "base"


class Child(Base):
    def run(self):
        return "child"

    def extra(self):
        return 2


c = Child()
c.own = 3
print([n for n in dir(c) if not n.startswith("__")])
print([n for n in dir(Child) if not n.startswith("__")])
print("__init__" in dir(c), "__init__" in dir(Child))
print("sqrt" in dir(math), "pi" in dir(math))
print("bit_length" in dir(5), "upper" in dir("s"))
print(dir(c) == sorted(set(dir(c))))


class Custom:
    def __dir__(self):
        return ["a", "b"]


print(dir(Custom()))
