f = lambda a, b=10, *rest: (a, b, rest)
print(f(1))
print(f(1, 2, 3, 4))
