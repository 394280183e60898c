def f(a, b=2, *args, c, d=4, **kwargs):
    print(a, b, args, c, d, kwargs)

f(1, c=3)
f(1, 5, 6, 7, c=8, e=9)
