# CPython's errors for wrong subscriptions and for instantiating aliases.
from typing import Any, Dict, List, Optional, Tuple, Union


def attempt(f):
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)


attempt(lambda: Optional[int, str])
attempt(lambda: List[int, str])
attempt(lambda: Dict[int])
attempt(lambda: Union[()])
attempt(lambda: List())
attempt(lambda: Dict())
attempt(lambda: Any())
attempt(lambda: Tuple[int, ...][int])
attempt(lambda: Any[int])
