# Malformed: an f-string replacement field never closed.
x = 1
print(f"{x")
