# GeneratorExit is a BaseException that a generator may catch to clean up, then return.
def g():
    try:
        yield 1
    except GeneratorExit:
        print("got GeneratorExit")
        raise

it = g()
next(it)
it.close()
print(issubclass(GeneratorExit, Exception), issubclass(GeneratorExit, BaseException))
