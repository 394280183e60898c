# A guard runs after the pattern has bound its names; when it fails, the
# names stay bound and the next case is tried.
def sign(n):
    match n:
        case x if x < 0:
            return "negative"
        case x if x == 0:
            return "zero"
        case _:
            return "positive"


print(sign(-5), sign(0), sign(3))

match 10:
    case a if a > 100:
        print("never")
    case b:
        print("a is still bound:", a, b)

match [1, 2]:
    case [p, q] if (total := p + q) > 10:
        print("big")
    case _:
        print("total computed in the guard:", total)
