# namedtuple: fields as a string or a list, repr, indexing, unpacking and
# the tuple protocols.
from collections import namedtuple

Point = namedtuple('Point', 'x y')
p = Point(1, 2)
print(p)
print(p.x, p.y, p[0], p[-1], p[:1])
x, y = p
print(x + y, len(p), list(p), tuple(p))
print(p == (1, 2), (1, 2) == p, p != Point(2, 1), p < Point(1, 3))
print(Point._fields, Point.__name__)
print(hash(p) == hash((1, 2)))
print(p + (3,), p * 2, 2 in p, p.count(1), p.index(2))
Color = namedtuple('Color', ['red', 'green', 'blue'])
c = Color(red=255, green=128, blue=0)
print(c, c.green)
Pair = namedtuple('Pair', 'first, second')
print(Pair(second='b', first='a'))
print(sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))
