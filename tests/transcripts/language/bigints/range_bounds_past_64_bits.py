# minitf-only
# minitf's range keeps 64-bit bounds (CPython's takes any int): a bound past
# them is a clear OverflowError.
try:
    range(2 ** 64)
except OverflowError as e:
    print("OverflowError:", e)
print(range(2 ** 63 - 1)[-1])
