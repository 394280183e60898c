x = "outer"
result = [x for x in range(3)]
print(result)
print(x)
