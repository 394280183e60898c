# Limits: 1 << (10 ** 12) would need 125 GB (CPython: MemoryError).
x = 1 << (10 ** 12)
print(x)
