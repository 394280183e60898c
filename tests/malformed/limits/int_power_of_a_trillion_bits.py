# Limits: 3 ** (10 ** 12) would need about 200 GB; the memory budget refuses
# it before any work is done (CPython: MemoryError).
x = 3 ** (10 ** 12)
print(x)
