multiplier = lambda n: lambda x: x * n
triple = multiplier(3)
print(triple(7))
