big = 2 ** 62
print(big)
print(big - 1 + big)
print(-big * 2)
print(3037000499 * 3037000499)
print(9223372036854775807)
