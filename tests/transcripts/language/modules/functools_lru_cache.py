# functools.lru_cache: bare and called forms, hits and misses, eviction of the
# least recently used entry, typed keys, cache_clear and cache.
import functools


@functools.lru_cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(60), fib.cache_info())
print(fib.__name__, fib.__wrapped__(10))


@functools.lru_cache(maxsize=2)
def square(x):
    print('computing', x)
    return x * x


square(1)
square(2)
square(1)
square(3)
square(1)
square(2)
print(square.cache_info())
square.cache_clear()
print(square.cache_info())


@functools.lru_cache(maxsize=None, typed=True)
def show(x):
    return repr(x)


print(show(1), show(1.0), show(1), show.cache_info())
print(show.cache_parameters())


@functools.cache
def slow_add(a, b=0):
    print('adding', a, b)
    return a + b


print(slow_add(1, b=2), slow_add(1, b=2), slow_add.cache_info())
info = fib.cache_info()
print(info.hits, info.misses, info.maxsize, info.currsize)
try:
    functools.lru_cache(1.5)
except TypeError as e:
    print('TypeError:', e)
try:
    show([1])
except TypeError as e:
    print('TypeError:', e)
