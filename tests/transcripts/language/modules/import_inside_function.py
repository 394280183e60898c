def hypotenuse(a, b):
    import math
    return math.sqrt(a * a + b * b)

print(hypotenuse(3, 4))
