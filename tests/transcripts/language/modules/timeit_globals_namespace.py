# globals= gives a string statement a namespace to read names from.
import timeit

counter = [0]


def bump():
    counter[0] += 1


timeit.timeit("bump()", globals={"bump": bump}, number=5)
print(counter[0])
timeit.timeit("f()", globals={"f": bump}, number=3)
print(counter[0])
