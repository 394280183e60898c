pairs = [("a", 2), ("b", 3), ("c", 3)]
print(max(pairs, key=lambda p: p[1]))
print(min(pairs, key=lambda p: -p[1]))
