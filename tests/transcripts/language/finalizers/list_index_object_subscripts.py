# A list's item store and deletion take any index with __index__, which runs
# before the list's length is read (it may change the list).
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
