# timeit.timeit with a callable calls it `number` times and returns the
# elapsed seconds as a float; a callable setup runs once first.
import timeit

calls = []


def work():
    calls.append(len(calls))


def setup():
    calls.append("setup")


elapsed = timeit.timeit(work, setup=setup, number=4)
print(type(elapsed).__name__, elapsed >= 0)
print(calls)
print(timeit.timeit(work, number=0) >= 0, len(calls))
