x = -7
print(-x, +x)
print(abs(x), abs(-2.5), abs(0))
print(--3)
