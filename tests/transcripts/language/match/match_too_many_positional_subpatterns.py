# A class without __match_args__ accepts no positional sub-patterns.
class C:
    pass


print("before")
match C():
    case C(1):
        print("never")
