# `yield from` yields everything the sub-generator yields and evaluates to its return value.
def inner(n):
    for i in range(n):
        yield i
    return n * 10

def outer():
    r = yield from inner(3)
    print("inner returned", r)
    r = yield from [7, 8]
    print("list gives", r)

print(list(outer()))
