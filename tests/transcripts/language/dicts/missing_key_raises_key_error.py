d = {"a": 1}
try:
    d["b"]
except KeyError as e:
    print("KeyError:", e)
    print(repr(e.args))
