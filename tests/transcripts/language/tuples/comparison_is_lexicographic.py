print((1, 2) < (1, 3))
print((2,) > (1, 99))
print((1, 2) == (1, 2))
print(sorted([(2, "b"), (1, "z"), (2, "a")]))
