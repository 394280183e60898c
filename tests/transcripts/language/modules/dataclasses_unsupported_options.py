# minitf-only
# What minitf's dataclasses does not build is refused clearly, not ignored:
# keyword-only fields and __slots__ classes. match_args=False leaves no
# __match_args__, as CPython.
from dataclasses import dataclass, field

for options in [{"kw_only": True}, {"slots": True}]:
    try:
        dataclass(**options)
    except NotImplementedError as e:
        print("NotImplementedError:", e)
try:
    field(kw_only=True)
except NotImplementedError as e:
    print("NotImplementedError:", e)


@dataclass(match_args=False)
class P:
    x: int


@dataclass
class Q:
    x: int


print(hasattr(P, "__match_args__"), Q.__match_args__, P(1))
