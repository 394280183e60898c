# close() raises GeneratorExit at the yield: finally blocks run.
def g():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")

it = g()
print(next(it))
it.close()
print("closed")
it.close()
print(next(it, "nothing more"))
