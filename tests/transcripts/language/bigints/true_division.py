# int / int is correctly rounded, however big the operands.
print(10 ** 30 / 7, 2 ** 1100 / 2 ** 1000, (10 ** 400 + 1) / 10 ** 399, 1 / 2 ** 100)
print((2 ** 53 + 1) / 1, -(10 ** 50) / 3, 7 / -(2 ** 70))
try:
    print(2 ** 1100 / 3)
except OverflowError as e:
    print("OverflowError:", e)
try:
    float(2 ** 1024)
except OverflowError as e:
    print("OverflowError:", e)
try:
    2 ** 70 / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
