# Calling a method through the class finds the class's own attribute, even
# when `object` (the metatype's base) has one of the same name.
class Base:
    def __init__(self, x):
        self.x = x

    def __format__(self, spec):
        return "Base(" + spec + ")"


class Derived(Base):
    def __init__(self, x):
        Base.__init__(self, x * 2)


d = Derived(21)
print(d.x)
print(Base.__format__(d, "spec"), format(d, "s"), f"{d:t}")
print(str.__format__("ab", ">4") + "|", int.__format__(255, "x"))
try:
    object.__init__()
except TypeError as e:
    print(e)
