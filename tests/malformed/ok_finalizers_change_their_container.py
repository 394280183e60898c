# Unusual but valid: every __del__ here clears the container that is
# releasing its object, in the middle of a store, a deletion or a clear.
L = []
d = {}
s = set()


class D:
    def __del__(self):
        L.clear()
        d.clear()
        s.clear()


for store in range(3):
    L[:] = [D(), D(), 1, D()]
    if store == 0:
        L[0] = 0
    elif store == 1:
        L[1:3] = []
    else:
        L[::2] = [5, 6]
    print(store, L)
L[:] = [D(), 1, D()]
del L[0]
print(L)
L[:] = [1, D(), 2, D()]
del L[::-2]
print(L)
d.update({"a": D(), "b": D()})
d["a"] = 1
print(d)
d.update({"a": D(), "b": 2})
print(type(d.pop("a")).__name__, d)
s.update({D(), D(), 3})
s &= {3}
print(s)
