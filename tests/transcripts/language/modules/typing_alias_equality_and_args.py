# Subscripted aliases compare and hash by origin and arguments, so they
# work as dict keys; __origin__ and __args__ describe them.
from typing import Dict, List, Tuple

print(List[int] == List[int], List[int] == List[str], List[int] == list)
print({List[int]: "ints"}[List[int]])
print(List[int].__origin__, Dict[str, int].__origin__, Tuple[int, ...].__origin__)
print(Dict[str, int].__args__, Tuple[()].__args__, hasattr(List, "__args__"))
