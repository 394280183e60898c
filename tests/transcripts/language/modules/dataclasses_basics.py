# @dataclass makes __init__, __repr__ and __eq__ from the annotated fields,
# with defaults and default_factory.
from dataclasses import dataclass, field


@dataclass
class Point:
    x: int
    y: int = 0


p = Point(1, 2)
print(p, Point(5), Point(y=3, x=4))
print(p == Point(1, 2), p == Point(2, 1), p != Point(1, 2), p == (1, 2))
print(Point.__annotations__)


@dataclass
class Inventory:
    name: str
    items: list = field(default_factory=list)
    count: int = field(default=0, repr=False)


a = Inventory('a')
b = Inventory('b')
a.items.append('apple')
print(a, b, a.count)


@dataclass()
class Empty:
    pass


print(Empty(), Empty() == Empty())


@dataclass
class Base:
    id: int


@dataclass
class Child(Base):
    label: str = 'none'


print(Child(7), Child(8, 'x').id)
print(Point.__hash__ is None)
