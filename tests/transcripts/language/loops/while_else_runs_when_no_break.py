n = 3
while n > 0:
    n -= 1
else:
    print("else ran, n =", n)
