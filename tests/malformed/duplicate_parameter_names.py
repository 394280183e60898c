# Malformed: two parameters with the same name.
def f(a, a):
    return a
