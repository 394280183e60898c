# Valid: a range longer than a ssize_t counts iterates lazily.
for i in range(-9223372036854775807, 9223372036854775807, 3):
    if i > -9223372036854775800:
        break
print(i)
