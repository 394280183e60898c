# Rebinding or deleting a global, a closure's cell or a local releases the old
# value after the name has its new state.
class D:
    def __init__(self, f):
        self.f = f

    def __del__(self):
        self.f()


def show_g():
    try:
        print("global is", g)
    except NameError as e:
        print("NameError:", e)


g = D(show_g)
g = 3
g = D(show_g)
del g


def cell():
    c = D(lambda: print("cell is", c))

    def inner():
        return c

    c = 4
    return inner()


print(cell())


def cell_deleted():
    def show():
        try:
            print("cell is", c)
        except NameError as e:
            print("NameError:", e)

    c = D(show)
    del c
    return "done"


print(cell_deleted())


def local():
    x = D(lambda: print("local released"))
    x = 1
    return x


print(local())
