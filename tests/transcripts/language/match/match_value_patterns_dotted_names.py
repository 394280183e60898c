# A dotted name is a value pattern (compared with ==), not a capture.
class Color:
    RED = "red"
    GREEN = "green"


class Config:
    class Limits:
        MAX = 10


def paint(c):
    match c:
        case Color.RED:
            return "stop"
        case Color.GREEN:
            return "go"
        case Config.Limits.MAX:
            return "max"
        case _:
            return "?"


print(paint("red"), paint("green"), paint(10), paint("blue"))
