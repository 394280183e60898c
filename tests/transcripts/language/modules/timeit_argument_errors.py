# CPython's errors for timeit's arguments.
import timeit


def attempt(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)


attempt(lambda: timeit.timeit(1))
attempt(lambda: timeit.timeit("pass", 2))
attempt(lambda: timeit.timeit("pass", number=1.5))
attempt(lambda: timeit.timeit("1 +", number=1))
attempt(lambda: timeit.timeit("pass", "pass", None, 1, None, 6))
attempt(lambda: timeit.timeit("pass", nmber=3))
attempt(lambda: timeit.repeat("pass", repeat=2.0, number=1))
