# @dataclass(frozen=True) forbids assignment and hashes; order=True compares
# the fields as tuples; __post_init__ runs after __init__.
from dataclasses import dataclass, field, FrozenInstanceError


@dataclass(frozen=True)
class Color:
    r: int
    g: int
    b: int


c = Color(1, 2, 3)
try:
    c.r = 9
except FrozenInstanceError as e:
    print('FrozenInstanceError:', e)
try:
    del c.g
except AttributeError as e:
    print(type(e).__name__ + ':', e)
print(c, hash(c) == hash((1, 2, 3)), {c: 'x'}[Color(1, 2, 3)])


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0


print(Version(1, 2) < Version(1, 10), sorted([Version(2), Version(1, 5), Version(1)]))
try:
    Version(1) < 3
except TypeError as e:
    print('TypeError:', e)


@dataclass
class Rect:
    w: float
    h: float
    area: float = field(init=False)

    def __post_init__(self):
        self.area = self.w * self.h


print(Rect(2, 3))
