# An irrefutable alternative must be the last in an or-pattern.
print("never printed")
match 1:
    case x | 1:
        pass
