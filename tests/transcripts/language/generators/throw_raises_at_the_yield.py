# throw() raises the exception where the generator is suspended; it may catch it.
def g():
    while True:
        try:
            yield "waiting"
        except ValueError as e:
            print("caught", e)
            yield "recovered"

it = g()
print(next(it))
print(it.throw(ValueError("bad")))
print(next(it))
print(it.throw(ValueError, "again"))
