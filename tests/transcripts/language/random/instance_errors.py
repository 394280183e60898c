# Random's constructor and setstate() reject bad arguments with CPython's errors.
import random

bad = [
    lambda: random.Random(1, 2),
    lambda: random.Random([1]),
    lambda: random.Random().setstate(1),
    lambda: random.Random().setstate((4,)),
    lambda: random.Random().setstate((3, 1)),
    lambda: random.Random().setstate((3, [0] * 625, None)),
    lambda: random.Random().setstate((3, (1, 2), None)),
    lambda: random.Random().setstate((3, (0,) * 624 + (625,), None)),
    lambda: random.Random().setstate((3, (-1,) * 624 + (6,), None)),
    lambda: random.Random().setstate((3, (2**64,) * 624 + (6,), None)),
    lambda: random.Random().setstate((3, ("a",) * 625, None)),
]
for call in bad:
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)
