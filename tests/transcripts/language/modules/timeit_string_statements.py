# A string statement (several lines allowed) is compiled once and runs in a
# fresh namespace after the setup string: the caller's names are not seen.
import timeit

print(type(timeit.timeit("x = 1 + 1", number=100)).__name__)
print(timeit.timeit("s = 0\nfor i in range(3):\n    s += i", number=2) >= 0)
print(timeit.timeit("math.sqrt(2.0)", setup="import math", number=10) >= 0)
secret = 42
try:
    timeit.timeit("secret", number=1)
except NameError as e:
    print("NameError:", e)
