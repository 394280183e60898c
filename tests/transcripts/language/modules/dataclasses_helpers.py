# fields, asdict, astuple, replace and is_dataclass.
from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass


@dataclass
class Line:
    start: tuple
    end: tuple
    tags: list = field(default_factory=list)


@dataclass
class Drawing:
    name: str
    lines: list


d = Drawing('d', [Line((0, 0), (1, 1), ['a'])])
print(asdict(d))
print(astuple(d))
print([f.name for f in fields(Line)], fields(d)[0].type)
print(replace(d.lines[0], end=(5, 5)))
print(is_dataclass(d), is_dataclass(Drawing), is_dataclass(3))
for call in [lambda: asdict(3), lambda: astuple(Line), lambda: fields(5)]:
    try:
        call()
    except TypeError as e:
        print('TypeError:', e)
