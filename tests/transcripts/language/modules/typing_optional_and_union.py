# Union flattens, removes duplicates and collapses a single member;
# Optional[X] is Union[X, None] and prints as Optional when it has two members.
from typing import List, Optional, Union

print(Optional[int], Union[int, None], Union[None, str])
print(Union[int, str], Union[int, str, None], Union[int, Union[str, int]])
print(Union[int], Union[int, int])
print(Optional[List[int]], Optional, Union)
print(Optional[int] == Union[int, None], Union[int, str] == Union[str, int])
print(Union[int, str].__args__, Optional[float].__args__)
