import math
print(math.sqrt(16), math.sqrt(2))
print(math.floor(2.7), math.floor(-2.7), math.ceil(2.1), math.ceil(-2.1))
print(type(math.floor(2.5)))
print(math.pi, math.e)
print(math.fabs(-3), math.pow(2, 10))
print(math.factorial(5), math.factorial(0))
print(math.gcd(12, 18), math.gcd(7, 0))
