# dict.update() from a generator puts each pair in as soon as it is read, so a
# generator that empties or shrinks the dict between pairs removes the pairs
# already added too.
d = {"a": 1, "b": 2}


def pairs():
    yield ("x", 1)
    d.clear()
    yield ("y", 2)


d.update(pairs())
print(d)

d = {"a": 1, "b": 2}


def renaming():
    for k in list(d):
        yield (k + "!", 0)
        del d[k]
    yield ("z", 3)


d.update(renaming())
print(d)
