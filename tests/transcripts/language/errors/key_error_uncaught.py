d = {"b": 1}
print(d["a"])
