# Annotated names in a class body and at module level are recorded in
# __annotations__, in order; a function body's annotations are not evaluated.
count: int = 3
label: str


class Config:
    name: str
    size: int = 10
    ratio: float = 0.5
    plain = 'not annotated'


def body():
    local: undefined_name = 1
    return local


print(Config.__annotations__)
print(Config.size, hasattr(Config, 'name'))
print(__annotations__)
print(body())
