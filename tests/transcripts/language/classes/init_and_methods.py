class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def moved(self, dx, dy):
        return Point(self.x + dx, self.y + dy)

    def describe(self):
        return f"({self.x}, {self.y})"

p = Point(1, 2)
print(p.x, p.y)
print(p.moved(3, 4).describe())
print(p.describe())
