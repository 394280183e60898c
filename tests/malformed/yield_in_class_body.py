def f():
    class C:
        yield 1
    return C
