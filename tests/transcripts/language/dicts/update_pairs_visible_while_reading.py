# A generator feeding dict() or dict.update() sees the pairs added so far.
d = {"k": 0}


def pairs():
    yield ("k", 1)
    print("sees", d)
    yield ("k", d["k"] + 1)


d.update(pairs())
print(d)


def counting():
    for i in range(3):
        yield (i, i * i)


print(dict(counting()))
