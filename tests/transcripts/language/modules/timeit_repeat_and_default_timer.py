# repeat returns one timing per repetition; default_timer is
# time.perf_counter; a custom timer's difference is returned as it is.
import time
import timeit

runs = []
times = timeit.repeat(lambda: runs.append(1), repeat=3, number=4)
print(type(times).__name__, len(times), all(isinstance(t, float) for t in times), len(runs))
print(timeit.repeat("pass", repeat=0, number=1))
print(timeit.default_timer is time.perf_counter)
ticks = iter(range(0, 100, 5))
print(timeit.timeit("pass", timer=lambda: next(ticks), number=3))
