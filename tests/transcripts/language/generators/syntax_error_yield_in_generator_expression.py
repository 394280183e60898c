def f(items):
    return sum((yield x) for x in items)
