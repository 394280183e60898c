def f(items):
    return list((yield x) for x in items)
