# A mapping pattern may not repeat a literal key.
print("never printed")
match {}:
    case {"a": 1, "a": 2}:
        pass
