# A generator cannot resume itself while it runs.
def g():
    yield next(me)

me = g()
try:
    next(me)
except ValueError as e:
    print("ValueError:", e)
