def forever(n):
    return forever(n + 1)

def sum_to(n):
    return 0 if n == 0 else n + sum_to(n - 1)

for attempt in range(3):
    try:
        forever(0)
    except RecursionError:
        print("attempt", attempt, "hit the limit")
print(sum_to(500))
