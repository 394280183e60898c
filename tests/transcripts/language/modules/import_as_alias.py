import math as m
print(m.sqrt(81))
print(m.__name__)
