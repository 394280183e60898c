# Annotations with typing's names on parameters, returns, variables and
# class attributes do not change how the program runs.
from typing import Dict, List, Optional, Tuple


def scale(xs: List[float], k: float = 2.0) -> List[float]:
    out: List[float] = []
    for x in xs:
        out.append(x * k)
    return out


class Model:
    layers: List[int]
    name: Optional[str] = None

    def build(self, shape: Tuple[int, ...]) -> "Model":
        self.shape = shape
        return self


counts: Dict[str, int] = {"a": 1}
total: int
print(scale([1.0, 2.5]), Model.name, Model().build((1, 2)).shape, counts)
print(hasattr(Model, "layers"))
