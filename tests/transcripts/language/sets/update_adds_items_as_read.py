# set.update() adds each item as it is read, and difference_update() removes
# each as it is read: a generator feeding them sees the changes so far, and
# one that fails leaves the items before it applied.
s = {1, 2}


def adding():
    yield 10
    print("sees", sorted(s))
    s.discard(1)
    yield 20


s.update(adding())
print(sorted(s))

s = {1, 2, 3}


def removing():
    yield 1
    print("sees", sorted(s))
    yield 2


s.difference_update(removing())
print(sorted(s))


def failing():
    yield 5
    raise KeyError("from the generator")


try:
    s.update(failing())
except KeyError as e:
    print("KeyError:", e)
print(sorted(s))
