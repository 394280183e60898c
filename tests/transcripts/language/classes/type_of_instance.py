class Point:
    pass

p = Point()
print(type(p))
print(type(p).__name__)
print(type(p) is Point)
print(Point)
print(Point.__name__)
