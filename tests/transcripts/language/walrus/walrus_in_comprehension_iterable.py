# The iterable of a comprehension may not contain `:=`.
print("never printed")
items = [x for x in (data := [1, 2, 3])]
