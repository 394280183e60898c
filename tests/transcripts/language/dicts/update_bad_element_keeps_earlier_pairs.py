# An update sequence element that is not a pair stops dict.update(), and the
# pairs before it stay in the dict.
d = {}


def pairs():
    yield (1, "one")
    yield [2, "two"]
    yield "ab"
    yield (3,)


try:
    d.update(pairs())
except ValueError as e:
    print("ValueError:", e)
print(d)

d = {}


def not_a_sequence():
    yield (1, 1)
    yield 5


try:
    d.update(not_a_sequence())
except TypeError as e:
    print("TypeError:", e)
print(d)

d = {}


def failing():
    yield (1, 1)
    raise KeyError("from the generator")


try:
    d.update(failing())
except KeyError as e:
    print("KeyError:", e)
print(d)
