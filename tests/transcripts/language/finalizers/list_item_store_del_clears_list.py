# `L[0] = 0` binds the new item before the old one goes: its __del__ sees the
# list with the new item, and may even clear it.
L = []


class D:
    def __del__(self):
        print("__del__ sees", L)
        L.clear()


L.append(D())
L.append(1)
L[0] = 0
print(L)
L.extend([1, D(), 3])
L[-2] = "new"
print(L)
