import math
try:
    math.no_such_function
except AttributeError as e:
    print("AttributeError:", e)
