# An exit that returns True suppresses the exception for the exits below it.
from contextlib import ExitStack

class Swallow:
    def __enter__(self):
        return self
    def __exit__(self, typ, value, tb):
        print("swallowing", typ.__name__)
        return True

def seen(typ, value, tb):
    print("then the outer exit sees", typ)

with ExitStack() as stack:
    stack.push(seen)
    stack.enter_context(Swallow())
    raise ValueError("x")
print("after")
