letters = set("mississippi")
print(sorted(letters))
print(len(letters))
print(sorted(set([3, 1, 3, 2, 1])))
