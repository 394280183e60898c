# Ints have no size limit: results past 64 bits are exact, and come back to
# small ints when they fit again.
a = 2 ** 64
b = -(3 ** 50)
print(a, b)
print(a + 1, a - 1, a * a, b * b)
print(a + b, a - b, b - a)
print(a // 7, a % 7, -a // 7, -a % 7, a // -7, a % -7)
print(divmod(b, 1000000007), divmod(-b, -13))
print(a * a // a == a, (a + 5) - a, type((a + 5) - a))
print(2 ** 200 // 2 ** 199, 10 ** 40 % 999)
print(abs(b), -b, +b, pow(2, 100), pow(-3, 41))
