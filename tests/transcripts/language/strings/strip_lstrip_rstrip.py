s = "  hello  "
print("[" + s.strip() + "]")
print("[" + s.lstrip() + "]")
print("[" + s.rstrip() + "]")
print("xxhixx".strip("x"))
print("abcba".strip("ab"))
