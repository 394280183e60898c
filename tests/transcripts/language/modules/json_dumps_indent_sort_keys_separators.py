# indent (a number of spaces or a string), sort_keys and separators.
import json

data = {"b": [1, {"c": []}, {}], "a": (1, 2)}
print(json.dumps(data, indent=2, sort_keys=True))
print(json.dumps([1, [2, 3]], indent="\t"))
print(json.dumps([1, 2], indent=0))
print(json.dumps({"a": 1, "b": [1, 2]}, separators=(",", ":")))
print(json.dumps({"a": 1}, indent=1, separators=(";", "=")))
