d = {"x": 1, "y": 2}
print(d.keys())
print(d.values())
print(d.items())
print(list(d.keys()), list(d.values()))
print(list(d.items()))
