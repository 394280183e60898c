# `str % args` is str.__mod__: it can be called directly, and a right operand
# with __rmod__ is not consulted for a str on the left.
class R:
    def __rmod__(self, other):
        return "rmod"

    def __str__(self):
        return "R"


print("%s!" % R(), "%d" % 5, "a%sc".__mod__("b"))
s = "%03d"
s %= 7
print(s)
for call in [lambda: "a".__mod__(), lambda: "a".__mod__(x=1), lambda: str.__mod__(1, 2)]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
