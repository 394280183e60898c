print([x * x for x in range(6)])
print([x for x in range(10) if x % 3 == 0])
print([c.upper() for c in "abc"])
