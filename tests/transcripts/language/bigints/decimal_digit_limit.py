# Converting more than 4300 decimal digits is refused (CPython 3.11's
# default limit: the conversion is quadratic); hex has no limit.
big = 10 ** 5000
try:
    str(big)
except ValueError as e:
    print("ValueError:", e)
try:
    int("7" * 4301)
except ValueError as e:
    print("ValueError:", e)
print(len(hex(big)), len(str(10 ** 4299)), int("9" * 4300) % 1000)
