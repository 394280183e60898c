grid = {(0, 0): "origin", (1, 2): "point"}
print(grid[(1, 2)])
print(grid[0, 0])
print((0, 0) in grid)
