from math import sqrt, pi
from math import floor as round_down
print(sqrt(9), pi)
print(round_down(3.7))
