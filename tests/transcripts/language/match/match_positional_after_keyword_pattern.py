# Positional sub-patterns come before keyword ones.
print("never printed")
match 1:
    case int(real=1, 2):
        pass
