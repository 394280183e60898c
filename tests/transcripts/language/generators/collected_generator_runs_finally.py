# A suspended generator that is no longer referenced is closed: its finally block runs.
def g(name):
    try:
        yield 1
    finally:
        print("finally of", name)

a = g("a")
next(a)
del a
print("after del")
b = g("b")
next(b)
print("end of program")
