# json.dumps writes floats as repr, None/True/False as null/true/false,
# tuples as arrays, and NaN/Infinity as JavaScript spells them.
import json

print(json.dumps({"a": [1, 2.5, None, True]}))
print(json.dumps((1, "two", False, [])))
print(json.dumps([0.1, 1e16, -0.0, 1.5e-07, 10**15, -7]))
print(json.dumps([float("nan"), float("inf"), -float("inf")]))
print(json.dumps("plain"), json.dumps(""), json.dumps({}))
