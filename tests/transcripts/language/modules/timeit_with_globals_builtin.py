# timeit.timeit(..., globals=globals()) lets the timed statement call the
# module's functions by name.
import timeit

calls = [0]


def f():
    calls[0] += 1


timeit.timeit("f()", globals=globals(), number=4)
print(calls[0])
timings = timeit.repeat("f()", globals=globals(), number=2, repeat=3)
print(len(timings), all(t >= 0 for t in timings), calls[0])
