# __len__, __hash__ and __bool__ that lie, raise, or return the wrong type.
class L:
    def __len__(self):
        return -1
class H:
    def __hash__(self):
        return 2**100
class B:
    def __bool__(self):
        return 1
class R:
    def __hash__(self):
        raise ValueError("no hash")

for f in [lambda: len(L()), lambda: {H(): 1}, lambda: bool(B()), lambda: {R(): 1},
          lambda: sorted([H(), H()]), lambda: set([R()])]:
    try:
        print(f())
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
