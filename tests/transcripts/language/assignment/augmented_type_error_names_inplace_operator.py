# The TypeError of an augmented assignment names the augmented operator.
x = 1
try:
    x += "a"
except TypeError as e:
    print(e)
y = None
try:
    y **= 2
except TypeError as e:
    print(e)
z = "text"
try:
    z -= 1
except TypeError as e:
    print(e)
