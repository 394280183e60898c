d = {"a": 1, "b": 2}
print(d.pop("a"))
print(d.pop("zzz", "missing"))
print(d)
print(d.setdefault("b", 99))
print(d.setdefault("c", []))
d.setdefault("c", []).append(5)
print(d)
