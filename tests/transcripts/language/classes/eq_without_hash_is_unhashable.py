class Point:
    def __init__(self, x):
        self.x = x

    def __eq__(self, other):
        return self.x == other.x

print(Point(1) == Point(1))
try:
    {Point(1)}
except TypeError as e:
    print("TypeError:", e)
