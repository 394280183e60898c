# yield may appear inside larger expressions and argument lists.
def g():
    total = (yield 1) + (yield 2)
    print("total", total)
    print("args", (yield "a"), (yield "b"))

it = g()
print(next(it))
print(it.send(10))
print(it.send(20))
print(it.send("x"))
try:
    it.send("y")
except StopIteration:
    print("done")
