def count_down(n):
    if n == 0:
        return 0
    return 1 + count_down(n - 1)

print(count_down(900))
