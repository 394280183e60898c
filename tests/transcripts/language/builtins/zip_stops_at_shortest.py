print(list(zip([1, 2, 3], "ab")))
print(list(zip()))
print(list(zip([1, 2], [3, 4], [5, 6])))
names = ["a", "b"]
scores = [90, 80]
for name, score in zip(names, scores):
    print(name, score)
