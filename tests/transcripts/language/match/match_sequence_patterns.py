# Sequence patterns: list and tuple forms are the same; a star pattern takes
# the rest as a list.
def shape(seq):
    match seq:
        case []:
            return "empty"
        case [x]:
            return f"one: {x}"
        case (x, y):
            return f"two: {x}, {y}"
        case [first, *middle, last]:
            return f"first={first} middle={middle} last={last}"


print(shape([]))
print(shape((7,)))
print(shape([1, 2]))
print(shape((1, 2, 3, 4)))
print(shape(range(3)))

match [1, 2, 3]:
    case [*_, 3]:
        print("ends with 3")

match (1, [2, 3]):
    case 1, [a, b]:
        print("nested", a, b)
