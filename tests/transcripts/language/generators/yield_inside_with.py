# A with-block suspended at a yield exits when the generator resumes past it or closes.
class Ctx:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, *exc):
        print("exit", self.name, exc[0].__name__ if exc[0] else None)

def g():
    with Ctx("one"):
        yield 1
    with Ctx("two"):
        yield 2
        yield 3

it = g()
print(next(it))
print(next(it))
it.close()
