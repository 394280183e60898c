# An infinite generator expression works under any(), next() and zip().
def naturals():
    n = 0
    while True:
        yield n
        n += 1

print(any(x > 100 for x in naturals()))
print(next(x for x in naturals() if x * x > 50))
print(list(zip("abc", (x * 2 for x in naturals()))))
