grid = [[0] * 2] * 3
grid[0][0] = 1
print(grid)
fresh = [[0] * 2 for _ in range(3)]
fresh[0][0] = 1
print(fresh)
