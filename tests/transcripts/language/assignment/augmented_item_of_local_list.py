# `lst[i] op= v` where lst is a local list and i a constant or a local int is
# read and written in place: the right side may change or shrink the list,
# indexes may be negative or out of range, and items may be any type.
def bump(lst):
    lst[0] = 100.0
    return 1.0


def shrink(lst):
    del lst[1:]
    return 5


def grow(lst):
    lst.append(3)
    return 1


def items():
    b = [1.0, 2.0, 3.0]
    b[0] += bump(b)
    print(b)
    c = [10, 20, 30]
    k = 2
    try:
        c[k] -= shrink(c)
    except IndexError as e:
        print("IndexError:", e)
    print(c)
    d = [1, 2]
    d[-1] *= grow(d)
    print(d)
    e = [[1], "a", 2.5]
    i = 0
    e[i] += [2]
    e[1] += "b"
    e[2] **= 2
    print(e)
    f = [1, 2]
    for j in (5, -3):
        try:
            f[j] += 1
        except IndexError as e:
            print("IndexError:", e)
    g = (1, 2)
    try:
        g[0] += 1
    except TypeError as e:
        print("TypeError:", e)
    h = {"a": 1}
    h["a"] += 1
    big = [9223372036854775807, 0.1, True]
    big[0] += 1
    big[1] += 0.2
    big[2] += True
    print(h, big)
    flag = True
    big[2] -= big[flag]
    print(big)


items()
