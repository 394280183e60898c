print(any([0, "", 3]), any([]), any([0, None]))
print(all([1, "a", [0]]), all([]), all([1, 0]))
