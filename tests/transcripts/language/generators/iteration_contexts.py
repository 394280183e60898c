# Generators work wherever an iterable is accepted.
def g():
    yield 3
    yield 1
    yield 2

a, b, c = g()
print(a, b, c)
print([x * 2 for x in g()], {x: x for x in g()})
print(list(g()), tuple(g()), sorted(g()), sum(g()), min(g()), max(g()))
print(list(enumerate(g())), list(zip(g(), g())))
print(list(map(str, g())), list(filter(lambda x: x > 1, g())))
print(2 in g(), 5 in g())
print("-".join(str(x) for x in g()))
print(dict((str(x), x) for x in g()), set(g()) == {1, 2, 3})
print(*g())
first, *rest = g()
print(first, rest)
for x in g():
    print("loop", x)
