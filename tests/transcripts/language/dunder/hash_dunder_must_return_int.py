# __hash__ must return an int: a float, a str or None is a TypeError.
class Key:
    def __init__(self, h):
        self.h = h

    def __hash__(self):
        return self.h


for bad in [1.0, "1", None]:
    try:
        hash(Key(bad))
    except TypeError as e:
        print(type(bad).__name__, "->", e)

{Key(2.5): 1}
