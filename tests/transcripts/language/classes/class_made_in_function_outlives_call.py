# A class created inside a function lives as long as its instances.
def make(n):
    class Box:
        def __init__(self):
            self.n = n

        def get(self):
            return self.n * 10

        def __repr__(self):
            return "Box(" + str(self.n) + ")"

    return Box()


boxes = [make(i) for i in range(3)]
print(boxes, [b.get() for b in boxes])
print(type(boxes[0]) is type(boxes[1]))
