# Malformed: a positional argument after a keyword argument.
print(sep='-', 1)
