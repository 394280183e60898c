# heappush, heappop, heapify, heapreplace and heappushpop leave the list in
# exactly the order CPython leaves it (the list is visible to the program).
import heapq
import random

h = []
for v in [5, 3, 8, 1, 9, 2, 7]:
    heapq.heappush(h, v)
print(h)
print([heapq.heappop(h) for _ in range(3)], h)
data = [9, 4, 7, 1, 8, 2, 6, 3, 5, 0]
heapq.heapify(data)
print(data)
print(heapq.heapreplace(data, 10), data)
print(heapq.heappushpop(data, -1), heapq.heappushpop(data, 4), data)
r = random.Random(1)
big = [r.randint(0, 100) for _ in range(50)]
hb = list(big)
heapq.heapify(hb)
print(hb)
hp = []
for v in big:
    heapq.heappush(hp, v)
print(hp)
print([heapq.heappop(hp) for _ in range(len(hp))] == sorted(big))
tasks = []
for item in [(2, "b"), (1, "z"), (2, "a")]:
    heapq.heappush(tasks, item)
print(tasks, heapq.heappop(tasks))
