# Nesting deeper than the recursion limit is a RecursionError both ways.
import json

try:
    json.loads("[" * 100000)
except RecursionError as e:
    print("RecursionError:", e)
try:
    json.loads('{"a":' * 100000)
except RecursionError as e:
    print("RecursionError:", e)
nested = []
for i in range(5000):
    nested = [nested]
try:
    json.dumps(nested)
except RecursionError as e:
    print("RecursionError:", e)
deep_ok = json.loads("[" * 50 + "]" * 50)
print(json.dumps(deep_ok)[:10])
