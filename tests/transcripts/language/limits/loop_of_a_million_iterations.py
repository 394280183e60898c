total = 0
i = 0
while i < 1000000:
    total += i % 7
    i += 1
print(total)
