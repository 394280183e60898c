matrix = [[1, 2, 3], [4, 5, 6]]
print(matrix[1][2])
matrix[0].append(99)
print(matrix)
print(len(matrix), len(matrix[0]))
