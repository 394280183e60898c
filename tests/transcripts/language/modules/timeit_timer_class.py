# timeit.Timer: timeit, repeat, and autorange (which grows the loop count
# 1, 2, 5, 10, ... until a timing reaches 0.2 seconds; a fake clock here).
import timeit
runs = []
t = timeit.Timer(lambda: runs.append(1))
print(type(t).__name__, isinstance(t, timeit.Timer))
print(type(t.timeit(number=3)).__name__, len(runs))
r = t.repeat(repeat=2, number=2)
print(len(r), len(runs))
clock = [0.0]
def tick():
    clock[0] += 0.0625
seen = []
t2 = timeit.Timer(tick, timer=lambda: clock[0])
print(t2.autorange(callback=lambda n, taken: seen.append(n)))
print(seen)
t3 = timeit.Timer("x += 1", setup="x = 0")
print(t3.timeit(5) >= 0)
try:
    timeit.Timer(stmt=5)
except ValueError as e:
    print("ValueError:", e)
try:
    t3.timeit(1, 2)
except TypeError as e:
    print("TypeError:", e)
