# An exception in the with-block is raised at the yield: finally runs, and it propagates.
from contextlib import contextmanager

@contextmanager
def guarded():
    try:
        yield
    finally:
        print("cleanup")

try:
    with guarded():
        raise ValueError("oops")
except ValueError as e:
    print("caught", e)
