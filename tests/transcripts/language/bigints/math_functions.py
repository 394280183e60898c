# math's integer functions give exact big results.
import math
print(math.factorial(30), math.factorial(100) % 10 ** 10, len(str(math.factorial(1000))))
print(math.comb(100, 50), math.perm(30, 20), math.comb(10 ** 20, 2))
print(math.gcd(2 ** 100, 6 ** 50), math.lcm(2 ** 70, 3 ** 40), math.gcd(0, -(2 ** 80)))
print(math.isqrt(10 ** 40), math.isqrt(2 ** 127), math.isqrt(10 ** 40 - 1))
print(math.floor(1e30), math.ceil(-1e25), math.trunc(2.5e20), math.floor(2 ** 80))
print(round(math.log(2 ** 2000), 6), round(math.log10(10 ** 500), 6), round(math.log2(2 ** 3000), 6))
print(round(123456789012345678901234567890, -5), round(2 ** 70, -20), round(1e20), round(-2.5e19))
print(pow(3, 10 ** 20, 10 ** 9 + 7), pow(2 ** 100, -1, 10 ** 9 + 7), pow(-(5 ** 30), 3, -(10 ** 12)))
