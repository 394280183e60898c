# A list's item store, deletion, pop and insert take any index with __index__,
# which runs before the list's length is read (it may change the list).
L = [1, 2, 3]


class Idx:
    def __index__(self):
        L.append(4)
        return -1


L[Idx()] = "last"
print(L)
del L[Idx()]
print(L)
try:
    L[2**100] = 0
except IndexError as e:
    print("IndexError:", e)
try:
    del L[2**100]
except IndexError as e:
    print("IndexError:", e)
# list.pop and list.insert too, their size read after __index__ ran.
L = [1, 2, 3]


class Clearing:
    def __index__(self):
        L.clear()
        return 1


try:
    L.pop(Clearing())
except IndexError as e:
    print("IndexError:", e)
L = [1, 2, 3]
L.insert(Clearing(), 9)
print(L)
for call in (lambda: L.pop(2**100), lambda: L.insert(2**100, 1), lambda: L.pop(1.5)):
    try:
        call()
    except (OverflowError, TypeError) as e:
        print(type(e).__name__ + ":", e)
