records = [("bob", 2), ("ann", 1), ("cy", 2), ("dee", 1)]
print(sorted(records, key=lambda r: r[1]))
print(sorted(records, key=lambda r: r[1], reverse=True))
