# Valid: the largest 64-bit integer literal.
print(9223372036854775807)
