class Temperature:
    scale = "C"

    def __init__(self, degrees):
        self.degrees = degrees

    @staticmethod
    def c_to_f(c):
        return c * 9 / 5 + 32

    @classmethod
    def freezing(cls):
        return cls(0)

    @classmethod
    def describe_scale(cls):
        return cls.__name__ + " in " + cls.scale

print(Temperature.c_to_f(100))
print(Temperature(5).c_to_f(10))
t = Temperature.freezing()
print(type(t).__name__, t.degrees)
print(Temperature.describe_scale())
