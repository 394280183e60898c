# send() and throw() on the outer generator reach the delegate of `yield from`.
def inner():
    try:
        while True:
            x = yield
            print("inner got", x)
    except KeyError as e:
        print("inner caught", repr(e))
        return "inner done"

def outer():
    r = yield from inner()
    print("outer got", r)
    yield "last"

g = outer()
next(g)
g.send(1)
g.send(2)
print(g.throw(KeyError("k")))
