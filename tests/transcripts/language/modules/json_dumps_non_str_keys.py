# Dict keys that are int, float, bool or None become strings; other keys
# raise TypeError unless skipkeys=True drops them.
import json

print(json.dumps({1: "int", 2.5: "float", False: "bool", None: "none"}))
print(json.dumps({float("inf"): 1, -0.0: 2}))
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({(1, 2): 3, "kept": 4}, skipkeys=True))
print(json.dumps({3: "c", 1: "a", 2: "b"}, sort_keys=True))
