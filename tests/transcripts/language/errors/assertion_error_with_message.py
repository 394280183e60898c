total = 2 + 2
assert total == 5, "math is broken"
