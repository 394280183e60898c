# A slice store puts the new items in, then drops the old ones: their __del__
# sees the finished list and may clear it.
L = []


class D:
    def __del__(self):
        print("__del__ sees", L)
        L.clear()


L.extend([D(), 2, 3])
L[0:2] = [7, 8, 9]
print(L)
L.extend([1, 2, D(), 4])
L[1:3] = []
print(L)
L.extend([D(), 2, D(), 4])
L[::2] = [5, 6]
print(L)
L.extend([1, D(), 3, D()])
L[::-2] = "xy"
print(L)
