# A generator that catches the exception at its yield suppresses it.
from contextlib import contextmanager

@contextmanager
def ignoring(kind):
    try:
        yield
    except kind as e:
        print("ignored", repr(e))

with ignoring(KeyError):
    {}["missing"]
print("after")
