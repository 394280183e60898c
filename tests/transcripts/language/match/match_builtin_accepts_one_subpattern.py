# int(x) takes at most one positional sub-pattern.
match 5:
    case int(a, b):
        print("never")
