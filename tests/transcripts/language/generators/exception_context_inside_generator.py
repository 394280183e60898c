# An except block suspended at a yield keeps its exception; the caller's is separate.
def g():
    try:
        raise KeyError("inner")
    except KeyError:
        yield 1
        print("resumed")
        raise

it = g()
next(it)
try:
    raise ValueError("outer")
except ValueError:
    try:
        next(it)
    except KeyError as e:
        print("re-raised", repr(e), "context", repr(e.__context__))
