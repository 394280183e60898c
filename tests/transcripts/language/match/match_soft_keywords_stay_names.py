# `match` and `case` are soft keywords: elsewhere they are ordinary names.
match = [1, 2, 3]
case = "upper"
print(match[0], case)


def match_len(match):
    return len(match)


print(match_len(match))


class case:
    match = 5


print(case.match)
match (1, 2):
    case (1, y):
        print("still a statement", y)
