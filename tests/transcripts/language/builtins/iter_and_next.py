it = iter([10, 20])
print(next(it))
print(next(it))
print(next(it, "default"))
try:
    next(it)
except StopIteration:
    print("StopIteration raised")
