# minitf-only
# The memory budget (--memory-limit 1G) is minitf's.
# An uncaught MemoryError: CPython's bare exception, and the program ends.
print("before")
padded = "x".center(10**12)
print("not reached")
