# loads' hooks: object_hook, object_pairs_hook, parse_float, parse_int,
# parse_constant, and strict=False for control characters in strings.
import json

print(json.loads('{"b": 1, "a": 2}', object_hook=lambda d: sorted(d.items())))
print(json.loads('{"b": 1, "a": 2}', object_pairs_hook=list))
print(json.loads("[1.5, 2]", parse_float=str, parse_int=float))
print(json.loads("[NaN, -Infinity]", parse_constant=lambda name: "<" + name + ">"))
print(repr(json.loads('"tab\there"', strict=False)))
