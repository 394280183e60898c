# A @contextmanager function keeps its name and docstring, as functools.wraps copies them.
from contextlib import contextmanager

@contextmanager
def opened(path):
    """Opens nothing; yields the path."""
    yield path

print(opened.__name__, opened.__qualname__, opened.__doc__)
print(opened.__wrapped__.__name__)
