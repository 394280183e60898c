# Class patterns: isinstance, then positional sub-patterns through
# __match_args__ and keyword ones by attribute.
class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return f"on the y axis at {y}"
        case Point(x, 0):
            return f"on the x axis at {x}"
        case Point(x=x, y=y) if x == y:
            return f"on the diagonal at {x}"
        case Point():
            return "somewhere"
        case _:
            return "not a point"


for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 9), (1, 2)]:
    print(where(p))

match Point(1, 2):
    case Point(1, z=3):
        print("never")
    case Point(1, y=b):
        print("missing attributes fail the match; y =", b)
