import math
print(math.inf, -math.inf, math.nan)
print(math.isnan(math.nan), math.isnan(1.0))
print(math.inf > 10 ** 18)
print(0.1 + 0.2 == 0.3, math.isclose(0.1 + 0.2, 0.3))
print(math.isclose(1.0, 1.1), math.isclose(1.0, 1.1, rel_tol=0.2))
