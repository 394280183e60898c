# A lambda containing yield is a generator function too.
f = lambda: (yield 5)
g = f()
print(next(g))
try:
    g.send("x")
except StopIteration as e:
    print("returned", e.value)
