# Bitwise operators on big ints act as on infinite two's complement.
a = 2 ** 70 + 12345
b = -(2 ** 68) - 7
print(a & b, a | b, a ^ b, ~a, ~b)
print(a & -1, b & 0xffff, -a & (2 ** 80 - 1))
print(a >> 3, b >> 3, b >> 200, a >> 200, a << 5, b << 70)
print((a ^ a), (b | 0) == b, (-1) >> 1000)
print(a.bit_length(), b.bit_length(), a.bit_count(), b.bit_count())
