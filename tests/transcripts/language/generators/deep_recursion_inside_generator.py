# Unbounded recursion inside a generator is a RecursionError, as anywhere else.
def down(n):
    return down(n + 1)

def g():
    yield down(0)

try:
    next(g())
except RecursionError as e:
    print("RecursionError:", e)

def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)

def h():
    yield depth(900)

print(next(h()))
