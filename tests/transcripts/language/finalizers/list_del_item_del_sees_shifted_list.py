# `del L[i]` shifts the list first; the removed item's __del__ sees the result.
L = []


class D:
    def __del__(self):
        print("__del__ sees", L)
        L.clear()
        L.append("from __del__")


L.extend([1, D(), 3])
del L[1]
print(L)
L = [D(), 2, 3, D()]
del L[::3]
print(L)
L = [1, 2, D()]
del L[-1:]
print(L)
