# pop_all() moves the callbacks to a new stack; enter_context needs a context manager.
from contextlib import ExitStack

with ExitStack() as stack:
    stack.callback(print, "moved callback")
    later = stack.pop_all()
print("first stack closed")
later.close()
try:
    ExitStack().enter_context(5)
except TypeError as e:
    print("TypeError:", e)
