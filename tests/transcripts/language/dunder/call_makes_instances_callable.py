class Multiplier:
    def __init__(self, factor):
        self.factor = factor

    def __call__(self, x):
        return x * self.factor

double = Multiplier(2)
print(double(21))
print(callable(double))
print(list(map(double, [1, 2, 3])))
