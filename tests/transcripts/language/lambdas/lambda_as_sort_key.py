people = [("ann", 31), ("bob", 27), ("cy", 35)]
print(sorted(people, key=lambda p: p[1]))
print(max(people, key=lambda p: len(p[0])))
