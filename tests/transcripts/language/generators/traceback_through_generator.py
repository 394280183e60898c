# A traceback names the generator's frame between its caller and the failing call.
def fail(x):
    raise ValueError(x)

def gen():
    yield 1
    fail(0)

for v in gen():
    print(v)
