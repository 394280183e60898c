class Circle:
    def __init__(self, radius):
        self._radius = radius

    @property
    def radius(self):
        return self._radius

    @radius.setter
    def radius(self, value):
        if value < 0:
            raise ValueError("radius must be non-negative")
        self._radius = value

    @property
    def diameter(self):
        return 2 * self._radius

c = Circle(2)
print(c.radius, c.diameter)
c.radius = 5
print(c.radius, c.diameter)
try:
    c.radius = -1
except ValueError as e:
    print("ValueError:", e)
