# Without __len__ (or when __len__ raises TypeError), list() asks
# __length_hint__: NotImplemented or a TypeError means no hint; the result
# must be a non-negative int that fits the machine word.
class Countdown:
    def __init__(self, hint):
        self.hint = hint
        self.n = 2

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n

    def __length_hint__(self):
        if isinstance(self.hint, type):
            raise self.hint("from __length_hint__")
        return self.hint


class Unsized(Countdown):
    def __len__(self):
        raise TypeError("no length")


for hint in [5, 0, True, NotImplemented, TypeError, -1, "x", 2.0, 2**70, -(2**70), KeyError]:
    try:
        print(repr(hint), "->", list(Countdown(hint)))
    except Exception as e:
        print(repr(hint), "->", type(e).__name__, e)
print(tuple(Unsized(3)))
