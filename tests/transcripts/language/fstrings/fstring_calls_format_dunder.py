# An f-string field with a spec calls type(value).__format__(value, spec); an
# empty spec is str() for the built-in types, and object.__format__ refuses a
# non-empty one.
class Money:
    def __init__(self, cents):
        self.cents = cents

    def __format__(self, spec):
        return "$" + format(self.cents / 100, spec or ".2f")

    def __str__(self):
        return "Money"


class Plain:
    def __str__(self):
        return "plain"


m = Money(1234)
print(f"{m}|{m:.1f}|{m!s}|{m!s:>7}")
print(f"{Plain()}|{None}|{[1, 2]}|{(1,)}|{True}|{True:d}|{2.0}|{'x'}")
print(format(Plain()), True.__format__(""), (2.5).__format__(""), "x".__format__("^3"))
for value, spec in [(Plain(), "x"), (None, ">3"), ([1], "x")]:
    try:
        print(f"{value:{spec}}")
    except TypeError as e:
        print("TypeError:", e)
for call in [lambda: (1).__format__(5), lambda: (1).__format__(), lambda: int.__format__(1.5, "")]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
