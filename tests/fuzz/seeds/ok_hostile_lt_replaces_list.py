# __lt__ that replaces the list being sorted (CPython: "list modified during sort").
l = [3, 1, 2]
class C:
    def __lt__(self, o):
        l.clear(); l.extend([C() for _ in range(50)])
        return True
l = [C() for _ in range(30)]
try:
    l.sort()
except ValueError as e:
    print(e)
print(min(l) is not None)
m = [C() for _ in range(30)]
print(max(m) is not None, sorted(m) is not None)
