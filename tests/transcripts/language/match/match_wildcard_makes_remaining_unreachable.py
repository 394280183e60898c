# `case _:` must be the last case.
print("never printed")
match 3:
    case _:
        pass
    case 3:
        pass
