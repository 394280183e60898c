d = {1: "a", 1.0: "b"}
print(d)
d[True] = "c"
print(d)
print(d[1.0])
print(len({1, 1.0, True}))
