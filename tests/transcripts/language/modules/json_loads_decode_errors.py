# JSONDecodeError (a ValueError) gives the message, line, column and
# character offset of the first problem, as CPython's scanner finds it.
import json

docs = ["", "[1,]", '{"a": 1,}', "{", "[1 2]", '{"a" 1}', '"abc', '"a\\q"', '"\\u12"',
        '"a\nb"', "01", "-", "1e", "[1,\n  x]", "nul", "\ufeff[]", "[1]\n\n  x"]
for doc in docs:
    try:
        json.loads(doc)
    except json.JSONDecodeError as e:
        print(repr(doc), "->", e)
        print("   ", repr(e.msg), e.pos, e.lineno, e.colno, e.doc == doc)
print(issubclass(json.JSONDecodeError, ValueError))
try:
    json.loads("[1, 2")
except ValueError as e:
    print(type(e).__name__, e.args)
try:
    json.loads(3)
except TypeError as e:
    print("TypeError:", e)
