# `X | Y` between classes (or None) makes a types.UnionType.
import types

print(int | None)
print(int | str | None)
print(int | list[int])
print(int | int)
u = int | str
print(type(u) is types.UnionType, u.__args__)
print(isinstance(3, int | str), isinstance("s", int | str), isinstance(2.5, int | str))
print(isinstance(None, int | None))
print((int | str) == (str | int))
try:
    int | 3
except TypeError as e:
    print("TypeError:", e)
