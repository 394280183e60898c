# Many suspended generators can be alive at once.
def g(i):
    yield i
    yield i * 2

gens = [g(i) for i in range(20000)]
print(sum(next(x) for x in gens))
print(sum(next(x) for x in gens))
print(sum(1 for x in gens if next(x, None) is None))
