# `return value` in a generator ends it with StopIteration(value).
def g():
    yield 1
    return "result"

it = g()
print(next(it))
try:
    next(it)
except StopIteration as e:
    print("value:", e.value, "args:", e.args)
try:
    next(it)
except StopIteration as e:
    print("again:", e.value, e.args)
