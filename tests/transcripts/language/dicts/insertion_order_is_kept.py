d = {}
d["b"] = 1
d["a"] = 2
d["c"] = 3
print(d)
d["b"] = 10
print(d)
del d["b"]
d["b"] = 20
print(d)
