d = {"a": 1, "b": 2}
print("a" in d, 1 in d, "c" not in d)
print(len(d), len({}))
