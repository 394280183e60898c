# Valid: a float literal too big for a double is inf.
print(1e999999, -1e999999)
