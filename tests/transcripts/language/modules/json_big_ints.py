# JSON numbers past 64 bits are exact ints both ways.
import json
print(json.loads("[18446744073709551616, -123456789012345678901234567890]"))
print(json.dumps({2 ** 70: 3 ** 50, "x": [-(2 ** 64)]}))
