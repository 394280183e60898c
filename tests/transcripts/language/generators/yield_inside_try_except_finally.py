# yield works inside try, except and finally blocks.
def g():
    try:
        yield "try"
        raise ValueError("x")
    except ValueError:
        yield "except"
    else:
        yield "never"
    finally:
        yield "finally"
    yield "after"

print(list(g()))
