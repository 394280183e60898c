pairs = [(x, y) for x in range(3) for y in range(x)]
print(pairs)
flat = [n for row in [[1, 2], [3], []] for n in row]
print(flat)
