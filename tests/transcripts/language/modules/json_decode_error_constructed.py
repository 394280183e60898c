# JSONDecodeError(msg, doc, pos) built by a program formats its message and
# sets msg, doc, pos, lineno and colno as the decoder's own errors do.
import json
e = json.JSONDecodeError("Bad thing", "ab\ncd", 4)
print(repr(e), e.msg, e.pos, e.lineno, e.colno, e.doc == "ab\ncd", isinstance(e, ValueError))
try:
    raise json.JSONDecodeError("Oops", "x", 0)
except ValueError as err:
    print(type(err).__name__, err)
