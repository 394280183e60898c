# A function containing `yield` returns a generator; each next() runs it to the next yield.
def numbers():
    print("start")
    yield 1
    print("between")
    yield 2
    print("end")

g = numbers()
print("created")
print(next(g))
print(next(g))
print(next(g, "exhausted"))
