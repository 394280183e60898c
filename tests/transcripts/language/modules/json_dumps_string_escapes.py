# Strings: control characters escaped, non-ASCII as \uXXXX (surrogate
# pairs past the BMP) unless ensure_ascii=False.
import json

s = "quote\" back\\ tab\t nl\n cr\r bell\x07 del\x7f é € \U0001f600"
print(json.dumps(s))
print(json.dumps(s, ensure_ascii=False))
