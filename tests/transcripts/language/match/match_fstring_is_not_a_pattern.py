# Patterns match literals and attribute lookups only.
print("never printed")
match "x":
    case f"x":
        pass
