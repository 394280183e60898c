def f(a):
    yield *a
