d = {"a": 1}
d.update({"b": 2, "a": 0})
print(d)
d.update(c=3)
print(d)
e = d.copy()
d.clear()
print(d, e)
