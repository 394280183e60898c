def f(items):
    return {x: (yield x) for x in items}
