def f(a, b, c):
    pass

try:
    f()
except TypeError as e:
    print(e)
