print(float("3.5"), float(" 1e3 "), float("-0.25"))
print(float("inf"), float("-inf"), float("nan"))
print(float("Infinity"), float("-INF"))
print(float(2), float(True), float())
