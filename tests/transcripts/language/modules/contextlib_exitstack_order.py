# ExitStack runs its callbacks and exits last-in first-out.
from contextlib import ExitStack, contextmanager

@contextmanager
def resource(name):
    print("open", name)
    yield name
    print("close", name)

with ExitStack() as stack:
    names = [stack.enter_context(resource(n)) for n in "ab"]
    stack.callback(print, "callback", 1)
    print("using", names)
print("done")
