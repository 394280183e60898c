# Every alternative of an or-pattern must bind the same names.
print("never printed")
match [1]:
    case [a] | b:
        pass
