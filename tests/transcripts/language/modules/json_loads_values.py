# json.loads: every JSON value, whitespace around tokens, escapes (a
# surrogate pair is one character), duplicate keys (the last wins) and the
# NaN/Infinity extensions.
import json

doc = ' { "a" : [1, -2.5e3, 1E-2, -0, true, false, null], "b": "\\u00e9\\ud83d\\ude00\\n\\/" } '
print(json.loads(doc))
print(json.loads('{"k": 1, "k": 2}'))
print(json.loads("[NaN, Infinity, -Infinity]"))
print(json.loads("12"), json.loads("1.0"), json.loads('"x"'), json.loads("[]"), json.loads("{}"))
print(type(json.loads("3")).__name__, type(json.loads("3e0")).__name__)
print(len(json.loads('"\\ud83d\\ude00"')))
