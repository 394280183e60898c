# `x = yield v` receives what send() passes in; next() sends None.
def echo():
    received = []
    while True:
        x = yield len(received)
        if x is None:
            break
        received.append(x)
    print("received", received)

g = echo()
print(next(g))
print(g.send("a"))
print(g.send("b"))
try:
    g.send(None)
except StopIteration:
    print("stopped")
