n = 0
while n < 10:
    if n == 2:
        break
    n += 1
else:
    print("not printed")
print("stopped at", n)
