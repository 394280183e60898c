# A generator function binds its arguments when called, before its body runs.
def g(a, b=2, *args, c, **kw):
    print("body starts")
    yield a, b, args, c, kw

it = g(1, c=3, d=4)
print("called")
print(next(it))
try:
    g()
except TypeError as e:
    print("TypeError:", e)
