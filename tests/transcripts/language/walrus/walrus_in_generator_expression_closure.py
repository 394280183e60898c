# A generator expression runs lazily in its own frame; its `:=` still binds
# the enclosing function's variable, which the generator shares as a cell.
def scan(xs):
    seen = None
    gen = ((seen := x) * 2 for x in xs)
    print("before:", seen)
    print(list(gen))
    print("after:", seen)


scan([1, 2, 3])


def nested():
    def inner():
        return [(z := k) for k in "abc"]

    r = inner()
    return r


print(nested())
