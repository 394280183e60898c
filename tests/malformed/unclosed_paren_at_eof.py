# Malformed: a call that is never closed.
print(1, 2,
