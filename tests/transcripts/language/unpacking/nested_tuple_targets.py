(a, b), c = (1, 2), 3
print(a, b, c)
for index, (name, score) in enumerate([("ann", 90), ("bob", 85)]):
    print(index, name, score)
x, (y, *zs) = 0, [1, 2, 3]
print(x, y, zs)
