def f(*, key):
    return key

try:
    f()
except TypeError as e:
    print(e)
