# minitf-only
# minitf ints are 64-bit; CPython ints are unbounded, so this only runs under minitf.
largest = 9223372036854775807
try:
    print(largest + 1)
except OverflowError as e:
    print("caught:", type(e).__name__, e)
print(largest)
