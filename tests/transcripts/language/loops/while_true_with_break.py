total = 0
while True:
    total += 7
    if total > 30:
        break
print(total)
