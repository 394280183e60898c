# return inside try runs the finally block, then ends the generator with the value.
def g():
    try:
        return 5
    finally:
        print("finally")
    yield

try:
    next(g())
except StopIteration as e:
    print("value", e.value)
