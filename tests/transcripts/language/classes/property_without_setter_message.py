# Assigning to a read-only property: CPython 3.11 names the property when it
# was defined in the class body, and cannot when it was attached afterwards.
class R:
    @property
    def v(self):
        return 1


try:
    R().v = 2
except AttributeError as e:
    print("AttributeError:", e)

R.w = property(lambda self: 2)
try:
    R().w = 3
except AttributeError as e:
    print("AttributeError:", e)
