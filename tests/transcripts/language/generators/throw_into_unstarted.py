# throw() into a generator that has not started raises at once and ends it.
def g():
    print("never runs")
    yield 1

it = g()
try:
    it.throw(KeyError("early"))
except KeyError as e:
    print("KeyError:", e)
print(next(it, "finished"))
