a = [1, 2]
b = (3, 4)
print([*a, *b, 5])
defaults = {"color": "red", "size": 1}
print({**defaults, "size": 2})
