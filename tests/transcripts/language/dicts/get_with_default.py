d = {"a": 1}
print(d.get("a"))
print(d.get("b"))
print(d.get("b", 0))
