print([1, 2] + [3])
print([0] * 4)
print(2 * ["x"])
print([] * 5)
