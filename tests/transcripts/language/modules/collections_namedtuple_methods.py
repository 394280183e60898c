# namedtuple's _make, _asdict, _replace, defaults, rename and subclassing.
from collections import namedtuple

Point = namedtuple('Point', ['x', 'y'])
p = Point._make([3, 4])
print(p, p._asdict())
q = p._replace(y=10)
print(q, p)
Account = namedtuple('Account', 'owner balance currency', defaults=[0, 'EUR'])
print(Account('ann'), Account('bob', 5))
print(Account._field_defaults)
R = namedtuple('R', ['a', 'def', 'a', '_b', '1c'], rename=True)
print(R._fields)


class Vector(namedtuple('Vector', 'x y')):
    __slots__ = ()

    def norm2(self):
        return self.x * self.x + self.y * self.y

    def __repr__(self):
        return 'Vector<' + str(self.x) + ',' + str(self.y) + '>'


v = Vector(3, 4)
print(v.norm2(), v, v[0])
for name, value in zip(v._fields, v):
    print(name, value)
