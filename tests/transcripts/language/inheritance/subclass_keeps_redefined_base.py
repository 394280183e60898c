# A subclass keeps its base class although the base's name is rebound, and
# super() still finds the old base's methods.
class Base:
    def hello(self):
        return "old base"


class Child(Base):
    def hello(self):
        return "child of " + super().hello()


class Base:
    def hello(self):
        return "new base"


print(Child().hello())
print(Child.__bases__[0] is Base)
del Base
c = Child()
print(c.hello())
