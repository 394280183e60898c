def scale_all(values, factor):
    return [v * factor for v in values]

print(scale_all([1, 2, 3], 10))
