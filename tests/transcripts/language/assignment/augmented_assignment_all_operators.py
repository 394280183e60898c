n = 10
n += 5
print(n)
n -= 3
print(n)
n *= 2
print(n)
n //= 5
print(n)
n %= 3
print(n)
n **= 3
print(n)
n <<= 2
print(n)
n >>= 1
print(n)
n &= 6
print(n)
n |= 9
print(n)
n ^= 3
print(n)
n /= 2
print(n)
