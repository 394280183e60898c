# A comprehension reading a variable of the enclosing function before it is
# bound: the variable is free in the comprehension, so CPython's error is a
# NameError about a free variable (not UnboundLocalError).
def f():
    try:
        print([x for _ in range(1)])
    except NameError as e:
        print(type(e).__name__, e)
    x = 1
    print([x for _ in range(1)])


def g():
    try:
        print({(y := k) for k in [y]})
    except UnboundLocalError as e:
        print(type(e).__name__, e)


f()
g()
