# A def's annotations are evaluated when it runs and kept in __annotations__.
def trace(label, kind):
    print("evaluating", label)
    return kind


def f(a: trace("a", int), b: int = 1, *args: str, c: "Later" = None, **kw: float) -> trace(
    "ret", bool
):
    return a


print(f.__annotations__)


def plain(x, y):
    pass


print(plain.__annotations__, plain.__annotations__ is plain.__annotations__)
print((lambda x: x).__annotations__)


class Later:
    pass


import typing

print(typing.get_type_hints(f))


def g(x: None, y: list[int]) -> "Later":
    pass


print(typing.get_type_hints(g))
