# A pattern may bind each name once.
print("never printed")
match [1, 1]:
    case [a, a]:
        pass
