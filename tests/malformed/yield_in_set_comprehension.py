def f(items):
    return {(yield x) for x in items}
