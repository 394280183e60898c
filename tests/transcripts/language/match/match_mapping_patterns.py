# Mapping patterns check the listed keys only; **rest takes the others.
def handle(event):
    match event:
        case {"type": "click", "pos": (x, y)}:
            return f"click at {x},{y}"
        case {"type": "key", **rest}:
            return f"key with {rest}"
        case {}:
            return "some mapping"


print(handle({"type": "click", "pos": (3, 4), "extra": True}))
print(handle({"type": "key", "code": 13, "shift": False}))
print(handle({"other": 1}))
print(handle([("type", "click")]))

from collections import OrderedDict, defaultdict

match OrderedDict(a=1, b=2):
    case {"a": v, **others}:
        print("ordered", v, others)
d = defaultdict(int)
match d:
    case {"missing": _}:
        print("never")
    case _:
        print("a pattern does not create keys:", dict(d))
