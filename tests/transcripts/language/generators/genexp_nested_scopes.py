# Generator expressions nest, close over their variables and over enclosing functions.
fs = list(lambda: x for x in range(3))
print([f() for f in fs])
print(list((x, y) for x in range(3) for y in range(x)))
print(list([y for y in range(x)] for x in range(3)))

def outer():
    n = 2
    def inner():
        return list(i * n for i in range(3))
    return inner()

print(outer())
x = (i for i in range(3))
print(list(x), list(x))
