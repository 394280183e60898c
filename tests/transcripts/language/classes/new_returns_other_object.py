# When __new__ returns an instance of a subclass, that subclass's __init__
# runs with the call's arguments; anything else is returned as it is.
class Shape:
    def __new__(cls, sides):
        if cls is Shape and sides == 4:
            return object.__new__(Square)
        if sides == 0:
            return "no shape"
        return object.__new__(cls)

    def __init__(self, sides):
        self.sides = sides


class Square(Shape):
    def __init__(self, sides):
        print("Square.__init__", sides)
        super().__init__(sides)


s = Shape(4)
print(type(s).__name__, s.sides)
t = Shape(3)
print(type(t).__name__, t.sides)
print(Shape(0))
print(type(Square(4)).__name__)
