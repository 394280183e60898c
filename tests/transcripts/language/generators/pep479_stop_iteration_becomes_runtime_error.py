# A StopIteration raised inside a generator becomes RuntimeError (PEP 479).
def g():
    yield 1
    next(iter([]))

try:
    list(g())
except RuntimeError as e:
    print("RuntimeError:", e)
    print("cause:", type(e.__cause__).__name__)
