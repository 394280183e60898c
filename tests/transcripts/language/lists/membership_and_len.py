a = [1, "two", 3.0]
print("two" in a, 3 in a, 4 not in a)
print(len(a), len([]))
