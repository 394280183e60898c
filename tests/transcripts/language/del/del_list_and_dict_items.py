a = [1, 2, 3, 4]
del a[0]
print(a)
del a[-1]
print(a)
d = {"a": 1, "b": 2}
del d["a"]
print(d)
try:
    del d["zzz"]
except KeyError as e:
    print("KeyError:", e)
