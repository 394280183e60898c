# Arithmetic whose operands are locals or constants (n - 1, dx * dx) is done
# in place for two ints or two floats; everything at the edges must match
# Python: overflow into big ints, signed zeros, infinities, NaN, mixed types,
# negative % and //, and division by zero.
def ops(a, b):
    return a + b, a - b, a * b


def divide(a, b):
    return a / b, a % b, a // b


print(ops(0.1, 0.2))
print(ops(-0.0, 0.0), ops(-0.0, -0.0))
print(ops(1e308, 1e308))
inf = float("inf")
print(ops(inf, inf), ops(inf, -inf))
print(ops(1, 2.5), ops(2.5, True))
print(ops(-9223372036854775808, -1))
print(ops(9223372036854775807, 9223372036854775807))
print(divide(7, -2), divide(-7, 2), divide(7.5, 2.0), divide(-7.5, 2.0))
for a, b in ((1.0, 0.0), (1, 0), (0.0, -0.0)):
    try:
        print(a / b)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    try:
        print(a % b)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)


def squares(n):
    x = 2.0
    total = 0
    for i in range(n):
        total = total + i % 7
        x = x * x
    return total, x


print(squares(12))


def power(a, b):
    return a ** b


print([power(a, b) for a, b in ((2, 62), (2, 63), (-2, 63), (-2, 64), (-3, 3), (0, 0), (7, 0))])
print(power(3, 40), power(10, -2), power(-1, 10 ** 18), power(2.0, 3))
print([x for x in range(30) if x * x > 10 ** 2], [k for k in range(5) if 2 ** k % 3 == 1])
