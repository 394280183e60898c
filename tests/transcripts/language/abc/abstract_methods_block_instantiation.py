# A subclass of ABC with abstract methods (its own or inherited and not
# overridden; abstract properties and classmethods too) cannot be
# instantiated; once all are overridden it can.
from abc import ABC, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def perimeter(self):
        ...

    def describe(self):
        return "%s with area %s" % (type(self).__name__, self.area())


class Half(Shape):
    def area(self):
        return 1


class Square(Half):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2

    def perimeter(self):
        return 4 * self.side


for make in [Shape, Half, lambda: Square(3)]:
    try:
        s = make()
        print(s.describe(), s.perimeter(), isinstance(s, Shape), isinstance(s, ABC))
    except TypeError as e:
        print(e)


class Named(ABC):
    @property
    @abstractmethod
    def name(self):
        ...

    @classmethod
    @abstractmethod
    def make(cls):
        ...


class Dog(Named):
    @property
    def name(self):
        return "dog"

    @classmethod
    def make(cls):
        return cls()


for make in [Named, Dog]:
    try:
        print(make().name)
    except TypeError as e:
        print(e)
print(Dog.make().name, Shape.area.__isabstractmethod__, hasattr(Square.area, "__isabstractmethod__"))


class Plain(ABC):
    pass


print(type(Plain()).__name__)
try:
    Plain(1)
except TypeError as e:
    print(e)

