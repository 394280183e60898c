import math
print(math.log(math.e), math.log(1))
print(math.log(8, 2), math.log(100, 10))
print(math.log(1000, 10))
print(math.exp(0), math.exp(1))
print(math.sin(0), math.cos(0))
print(math.sin(math.pi / 2))
print(round(math.cos(math.pi), 10))
