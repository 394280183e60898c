# Circular references and, with allow_nan=False, NaN and infinities are
# ValueErrors; dumps takes one positional argument.
import json

d = {}
d["self"] = d
try:
    json.dumps(d)
except ValueError as e:
    print("ValueError:", e)
items = [1]
items.append(items)
try:
    json.dumps(items)
except ValueError as e:
    print("ValueError:", e)
shared = [1]
print(json.dumps([shared, shared]))
try:
    json.dumps([float("nan")], allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
try:
    json.dumps(1, 2)
except TypeError as e:
    print("TypeError:", e)
for seps in [(1, ":"), (",", 2), (",",)]:
    try:
        json.dumps([1], separators=seps)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
