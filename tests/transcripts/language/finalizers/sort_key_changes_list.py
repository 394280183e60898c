# list.sort with a key or a comparison that changes the list: the list is
# empty while it sorts, the sort finishes on its own copy, and a change is
# CPython's ValueError.
L = [3, 1, 2]


def appending(x):
    L.append(x)
    return x


try:
    L.sort(key=appending)
except ValueError as e:
    print("ValueError:", e)
print(L)


def clearing(x):
    print("key sees", L)
    L.clear()
    return x


L.sort(key=clearing)
print(L)


class Cmp:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        L.append(0)
        return self.v < other.v

    def __repr__(self):
        return "Cmp(%d)" % self.v


L = [Cmp(2), Cmp(1)]
try:
    L.sort()
except ValueError as e:
    print("ValueError:", e)
print(L)


def raising(x):
    L.append(x)
    raise KeyError(x)


L = [2, 1]
try:
    L.sort(key=raising)
except KeyError as e:
    print("KeyError:", e)
print(L)
