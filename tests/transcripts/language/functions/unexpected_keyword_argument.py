def f(a):
    return a

try:
    f(1, z=2)
except TypeError as e:
    print(e)
