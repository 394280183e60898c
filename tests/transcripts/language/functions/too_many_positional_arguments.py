def f(a, b):
    return a

try:
    f(1, 2, 3)
except TypeError as e:
    print(e)

def g():
    return 0

try:
    g(1)
except TypeError as e:
    print(e)
