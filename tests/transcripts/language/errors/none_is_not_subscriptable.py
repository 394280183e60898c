result = None
print(result[0])
