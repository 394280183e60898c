# Callable[[args], result], Callable[..., result] and TypeVar's reprs.
from typing import Callable, List, TypeVar

print(Callable, Callable[[int, float], str], Callable[..., int], Callable[[], None])
print(Callable[[int], str].__args__)
T = TypeVar("T")
print(T, T.__name__, List[T])
print(TypeVar("Co", covariant=True), TypeVar("Contra", contravariant=True))
print(isinstance(T, TypeVar))
