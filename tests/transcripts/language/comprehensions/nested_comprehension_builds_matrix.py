table = [[i * j for j in range(1, 4)] for i in range(1, 3)]
print(table)
transposed = [[row[i] for row in table] for i in range(3)]
print(transposed)
