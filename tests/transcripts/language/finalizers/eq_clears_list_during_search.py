# An __eq__ that empties the list being searched: count, index, remove, `in`
# and == stop at the list's new end instead of reading past it.
L = []


class E:
    def __eq__(self, other):
        L.clear()
        return False

    def __hash__(self):
        return 1


L.extend([E(), E(), E()])
print(L.count(1), L)
L.extend([E(), E(), E()])
try:
    L.index(1)
except ValueError as e:
    print("ValueError:", e)
L.extend([E(), E(), E()])
try:
    L.remove(1)
except ValueError as e:
    print("ValueError:", e)
L.extend([E(), E()])
print(1 in L, L)
L.extend([E(), E()])
print(L == [1, 2], L)
L.extend([1, 2, 3])
M = [E(), 2, 3]
print(M == L, L)
L.extend([E(), 5])
print(L < [1, 2], L)
