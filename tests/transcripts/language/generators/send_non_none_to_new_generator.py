# A generator that has not started can only be sent None.
def g():
    yield 1

it = g()
try:
    it.send(5)
except TypeError as e:
    print("TypeError:", e)
print(it.send(None))
