# Valid: semicolons and backslash continuation.
x = 1; y = 2; print(x + y)
total = x + \
    y
print(total)
