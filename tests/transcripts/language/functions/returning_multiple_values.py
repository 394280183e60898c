def min_max(values):
    return min(values), max(values)

result = min_max([4, 1, 9])
print(result)
low, high = min_max([4, 1, 9])
print(low, high)
