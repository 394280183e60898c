print(sorted([3, 1, 2]))
print(sorted([3, 1, 2], reverse=True))
print(sorted(["pear", "Fig", "apple"]))
print(sorted(["pear", "Fig", "apple"], key=str.lower))
print(sorted("banana"))
print(sorted({"b": 1, "a": 2}))
original = [2, 1]
copy = sorted(original)
print(original, copy)
