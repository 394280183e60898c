# The length hint ignores a TypeError from __len__ (raised, or a result that is
# not an integer); every other error, a negative length included, propagates.
class Sized:
    def __init__(self, result):
        self.result = result

    def __iter__(self):
        return iter("ab")

    def __len__(self):
        if isinstance(self.result, type):
            raise self.result("from __len__")
        return self.result


for result in [2, 0, 100, "two", 2.5, None, TypeError, -1, 2**70, ValueError, KeyError, StopIteration]:
    try:
        print(repr(result), "->", list(Sized(result)))
    except Exception as e:
        print(repr(result), "->", type(e).__name__, e)
