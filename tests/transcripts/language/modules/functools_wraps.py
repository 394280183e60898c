# functools.wraps: the wrapper keeps the wrapped function's name, docstring
# and qualified name, and records it as __wrapped__.
import functools


def logged(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        print('calling', func.__name__)
        return func(*args, **kwargs)
    return wrapper


@logged
def add(a, b):
    """Adds two numbers."""
    return a + b


print(add(2, 3))
print(add.__name__, add.__doc__, add.__qualname__, add.__module__)
print(add.__wrapped__(4, 5))


class Shape:
    @logged
    def area(self):
        return 12


print(Shape().area(), Shape.area.__qualname__)


def plain(x):
    return x


def outer(*args):
    return plain(*args)


functools.update_wrapper(outer, plain)
print(outer.__name__, outer.__wrapped__ is plain)
