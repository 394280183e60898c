# suppress() swallows the listed exception types and their subclasses only.
from contextlib import suppress

with suppress(KeyError, IndexError):
    [][1]
print("IndexError suppressed")
with suppress(LookupError):
    {}["k"]
print("KeyError suppressed through its base class")
try:
    with suppress(KeyError):
        1 / 0
except ZeroDivisionError:
    print("ZeroDivisionError passed through")
