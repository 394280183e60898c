# list.pop, remove, clear, `*=` and `+=`: each leaves the list consistent
# before a released item's __del__ runs.
L = []


class D:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name

    def __del__(self):
        print("__del__", self.name, "sees", L)
        L.append(self.name)


L.extend([D("a"), 1])
print(L.pop(0), L)
L.remove(L[0])
print(L)
L.append(D("b"))
L.remove(L[-1])
print(L)
L.extend([D("c"), D("d")])
L.clear()
print(L)
M = L
M.append(D("e"))
L *= 0
print(L, M is L)
L.append(2)
L *= 3
print(L, M is L)
L += [D("f")]
L[-1] = None
print(L)
