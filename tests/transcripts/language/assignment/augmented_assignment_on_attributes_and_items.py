class Box:
    pass

box = Box()
box.count = 1
box.count += 4
print(box.count)
d = {"k": 1}
d["k"] *= 7
print(d)
grid = [[1, 2], [3, 4]]
grid[1][0] -= 10
print(grid)
s = "ab"
s *= 2
print(s)
