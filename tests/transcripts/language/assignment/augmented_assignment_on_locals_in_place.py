# In a function, `x op= leaf` on an int local is computed in the local's slot:
# results that leave 64 bits, negative operands of % and //, division by zero,
# bools, floats and an unbound local must behave as they do everywhere else.
def ints():
    x = 4611686018427387904
    x += 4611686018427387904
    print(x, type(x).__name__)
    y = -9223372036854775808
    y -= 1
    print(y)
    z = 3037000500
    z *= 3037000500
    print(z)
    m = -7
    m %= 3
    q = 7
    q //= -2
    print(m, q)
    k = 5
    zero = 0
    try:
        k %= zero
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    t = True
    t += 1
    print(t, type(t).__name__)
    s = 1
    s += 0.5
    print(s)
    n = 2
    d = 3
    n += d
    n -= n
    print(n)
    try:
        u += 1
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    u = 0
    return u


ints()
