class Square:
    def __init__(self, side):
        self.side = side

    @property
    def area(self):
        return self.side * self.side

s = Square(3)
print(s.area)
try:
    s.area = 10
except AttributeError:
    print("AttributeError raised")
print(s.area)
