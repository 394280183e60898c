# typing.get_type_hints merges a class's annotations with its bases' (bases
# first), reads a bound method's function, and unions work in issubclass.
import typing


class Base:
    a: int
    b: "Base"


class Child(Base):
    c: None
    a: str


print(typing.get_type_hints(Child))
print(Child.__annotations__)


class M:
    def meth(self, x: int) -> "M":
        return self


print(typing.get_type_hints(M().meth))
print(typing.get_type_hints(len))
print(list[int] | None, None | int, dict[str, int] | list[int])
print(issubclass(bool, int | str) if hasattr(int | str, "__args__") else None)
try:
    typing.get_type_hints(3)
except TypeError as e:
    print("TypeError:", e)
print(list[int].__class__.__name__, (int | str).__class__.__name__)
print(repr(tuple[int, str]), str(list[list[int]]))
print(hash(list[int]) == hash(list[int]))
