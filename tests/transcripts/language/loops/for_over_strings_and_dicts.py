for ch in "hi":
    print(ch)
for key in {"one": 1, "two": 2}:
    print(key)
