# Literal patterns: ints (negative too), floats, complex numbers and strings
# are compared with ==.
def describe(x):
    match x:
        case 0:
            return "zero"
        case -1:
            return "minus one"
        case 2.5:
            return "two and a half"
        case 1 + 2j:
            return "complex"
        case -3 - 4j:
            return "negative complex"
        case "hello" "!":
            return "greeting"
        case _:
            return "other"


for v in [0, -1, 2.5, 1 + 2j, -3 - 4j, "hello!", 0.0, False, 99]:
    print(repr(v), "->", describe(v))
