# An exception thrown in and not caught propagates with the generator's frame in the traceback.
def g():
    yield 1
    yield 2

it = g()
next(it)
it.throw(ValueError("boom"))
