# globals() maps the module's names to their values, also when called in a
# function (whose local names are not in it); it takes no arguments.
import math

counter = [0]


def inner():
    local_name = 1
    names = globals()
    return "local_name" in names, "inner" in names, names["counter"] is counter


g = globals()
print(type(g).__name__, g["math"] is math, g["counter"] is counter)
print(inner())
try:
    globals(1)
except TypeError as e:
    print("TypeError:", e)
