# `L[:] = []` empties the list before the items go; a __del__ that changes
# the list then sees it empty, and the length stays right.
L = []


class D:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("__del__", self.name, "sees", L)
        L.append(self.name)


L.extend([D("a"), 2, D("b")])
L[:] = []
print(L, len(L))
L = [D("c"), D("d")]
del L[:]
print(L, len(L))
