# An item whose __lt__ empties or grows the heap being sifted: CPython's
# RuntimeError, never an index past the list's end.
import heapq

H = []


class Clearing:
    def __lt__(self, other):
        H.clear()
        return True


class Growing:
    def __lt__(self, other):
        H.append(0)
        return False


for cls in (Clearing, Growing):
    H[:] = [1, 2, 3]
    for op in ("heappush", "heapify", "heappop", "heapreplace"):
        H[:] = [cls(), cls(), cls(), cls()] if op != "heappush" else [cls(), cls()]
        try:
            if op == "heappush":
                heapq.heappush(H, cls())
            elif op == "heapify":
                heapq.heapify(H)
            elif op == "heappop":
                heapq.heappop(H)
            else:
                heapq.heapreplace(H, cls())
            print(cls.__name__, op, "ok", len(H))
        except (RuntimeError, IndexError) as e:
            print(cls.__name__, op, type(e).__name__, e)
H[:] = [Clearing()]
try:
    heapq.heappushpop(H, 5)
except IndexError as e:
    print("heappushpop IndexError", e)
