# dataclass's error texts: arguments, mutable defaults, field order and
# field() misuse.
from dataclasses import dataclass, field


@dataclass
class P:
    a: int
    b: int = 2


for call in [lambda: P(), lambda: P(1, 2, 3), lambda: P(1, c=2), lambda: P(1, a=2)]:
    try:
        call()
    except TypeError as e:
        print('TypeError:', e)
try:
    @dataclass
    class Bad:
        items: list = []
except ValueError as e:
    print('ValueError:', e)
try:
    @dataclass
    class Order:
        a: int = 1
        b: int
except TypeError as e:
    print('TypeError:', e)
try:
    field(default=1, default_factory=list)
except ValueError as e:
    print('ValueError:', e)
try:
    @dataclass(order=True, eq=False)
    class Q:
        a: int
except ValueError as e:
    print('ValueError:', e)
