# str is not a sequence for patterns, and dicts and sets are not either.
for subject in ["ab", {"a": 1}, {1, 2}, [1, 2]]:
    match subject:
        case [x, y]:
            print("sequence of two:", x, y)
        case _:
            print("not matched:", subject)
