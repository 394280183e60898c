# A tuple unpacked into targets stores its items one after the other, in
# order: a target may be an item or attribute of an object another target
# just rebound, names may repeat, and wrong sizes and starred targets keep
# Python's behaviour and messages.
class Box:
    pass


def pairs():
    box = Box()
    a = [0, 0]
    for (x, a[0]) in [(1, 2), (3, 4)]:
        pass
    print(x, a)
    i, a[i] = (1, "one")
    print(i, a)
    box.v, (p, q) = (5, (6, 7))
    print(box.v, p, q)
    n, n = (1, 2)
    print(n)
    first, *rest = (1, 2, 3)
    print(first, rest)
    lst = [10, 20]
    lst, lst[0] = ([1, 2], 99)
    print(lst)
    for bad in [(1, 2, 3), (1,)]:
        try:
            u, w = bad
        except ValueError as e:
            print("ValueError:", e)
    d = {"k": 1, "j": 2}
    print([(k, v) for k, v in d.items()], sum(v for k, v in d.items()))


pairs()
