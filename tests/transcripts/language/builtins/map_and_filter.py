print(list(map(str, [1, 2, 3])))
print(list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])))
print(list(filter(lambda n: n > 1, [0, 1, 2, 3])))
print(list(filter(None, [0, 1, "", "a", None, [], [0]])))
