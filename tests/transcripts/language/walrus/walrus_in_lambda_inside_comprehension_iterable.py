# The iterable of a comprehension may not contain `:=` even inside a nested
# lambda or comprehension.
print("never printed")
items = [x for x in (lambda: (seed := [1, 2]))()]
