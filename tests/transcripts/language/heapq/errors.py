# heapq's functions reject non-lists, empty heaps and unorderable items with
# CPython's texts.
import heapq

for call in [
    lambda: heapq.heappop([]),
    lambda: heapq.heapreplace([], 1),
    lambda: heapq.heappush((), 1),
    lambda: heapq.heapify(()),
    lambda: heapq.heappop(()),
    lambda: heapq.heappushpop((), 1),
    lambda: heapq.heapreplace((), 1),
    lambda: heapq.nlargest(2, 5),
    lambda: heapq.heappush([1], "a"),
]:
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)
