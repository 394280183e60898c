# minitf-only
# minitf ints are 64-bit; CPython ints are unbounded, so this only runs under minitf.
big = 2 ** 62
print(big)
print(big * 4)
