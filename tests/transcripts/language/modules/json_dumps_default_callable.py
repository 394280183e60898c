# default= converts objects json does not know; without it they raise
# TypeError naming their type.
import json


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def to_dict(o):
    if isinstance(o, Point):
        return {"x": o.x, "y": o.y}
    raise TypeError("cannot convert " + type(o).__name__)


print(json.dumps([Point(1, 2), Point(3, 4)], default=to_dict))
try:
    json.dumps({"p": Point(1, 2)})
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({1, 2}, default=to_dict)
except TypeError as e:
    print("TypeError:", e)
