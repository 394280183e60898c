# The first iterable of a generator expression is evaluated at once; the rest later.
try:
    g = (x for x in 5)
except TypeError as e:
    print("TypeError:", e)

g = (x + y for x in [1, 2] for y in undefined_name)
print("created")
try:
    next(g)
except NameError as e:
    print("NameError:", e)
