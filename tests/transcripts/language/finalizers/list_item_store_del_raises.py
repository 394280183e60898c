# A __del__ that raises while a store releases the old item: the error is
# reported as unraisable, and the store still happened.
L = []


class D:
    def __del__(self):
        L.append("after")
        raise ValueError("from __del__")


L.append(D())
L[0] = 1
print(L)
