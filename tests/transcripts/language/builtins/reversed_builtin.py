print(list(reversed([1, 2, 3])))
print("".join(reversed("stressed")))
print(list(reversed(range(4))))
print(tuple(reversed((1, 2))))
