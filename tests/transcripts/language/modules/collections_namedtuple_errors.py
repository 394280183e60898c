# namedtuple's error texts: arguments, _make, _replace, bad field names and
# read-only fields.
from collections import namedtuple

Point = namedtuple('Point', 'x y')
tests = [
    lambda: Point(1),
    lambda: Point(),
    lambda: Point(1, 2, 3),
    lambda: Point(1, z=3),
    lambda: Point(1, x=2),
    lambda: Point._make([1, 2, 3]),
    lambda: Point(1, 2)._replace(z=1),
    lambda: namedtuple('T', 'a b a'),
    lambda: namedtuple('T', 'a _b'),
    lambda: namedtuple('T', 'a class'),
    lambda: namedtuple('T', 'a 1b'),
    lambda: namedtuple('T', 'a b', defaults=[1, 2, 3]),
]
for t in tests:
    try:
        t()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ':', e)
p = Point(1, 2)
try:
    p.x = 5
except AttributeError as e:
    print('AttributeError:', e)
