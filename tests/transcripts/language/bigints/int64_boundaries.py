# The edges of 64-bit ints overflow into exact big ints, as in CPython.
top = 9223372036854775807
bottom = -9223372036854775808
print(top + 1, bottom - 1, top * 2, bottom * -1)
print(-bottom, abs(bottom), bottom // -1, bottom % -1)
print(1 << 63, 1 << 64, -1 << 63, top << 1)
print(2 ** 63 - 1 == top, -2 ** 63 == bottom, type(2 ** 63 - 1))
x = top
x += 1
x -= 1
print(x, x == top)
print(sum([top, top, top]), sum(range(10 ** 6)) * 10 ** 12)
