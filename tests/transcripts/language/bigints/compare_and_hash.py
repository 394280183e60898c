# Big ints compare exactly with ints and floats, and hash as CPython's ints do
# (the value modulo 2**61 - 1), so equal numbers are one dict key.
print(2 ** 53 + 1 > 2.0 ** 53, 2 ** 53 + 1 == 2.0 ** 53, 2 ** 64 == 2.0 ** 64)
print(10 ** 400 > 1e308, -(10 ** 400) < -1e308, 10 ** 400 < float("inf"), 2 ** 70 == float("nan"))
print(hash(2 ** 61), hash(2 ** 61 - 1), hash(-(2 ** 61)), hash(2 ** 100), hash(-(2 ** 100)))
print(hash(2 ** 62) == hash(2.0 ** 62), hash(4611686018427387904))
d = {2 ** 64: "big", 2.0 ** 65: "float"}
print(d[2.0 ** 64], d[2 ** 65], 2 ** 64 in {18446744073709551616})
print(sorted([2 ** 70, -(2 ** 70), 1.5, 2 ** 64, 0]))
print(max(2 ** 100, 3 ** 60), min(-(2 ** 100), -1e30), 2 ** 100 != 2 ** 100 + 1)
