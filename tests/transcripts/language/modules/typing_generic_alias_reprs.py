# typing's generic aliases print as CPython's, subscripted or not; classes
# outside builtins are named with their module, strings become ForwardRefs.
from typing import Any, Dict, FrozenSet, Iterable, Iterator, List, Mapping, Sequence, Set, Tuple, Type


class Layer:
    pass


print(List, Dict, Tuple, Any)
print(List[int], Dict[str, List[int]], Set[float], FrozenSet[str])
print(Tuple[int, str], Tuple[int, ...], Tuple[()])
print(Iterable[Layer], Iterator[int], Sequence[bool], Mapping[str, Any])
print(Type[Layer], List[None], List["Layer"])
