def point(x, y, z):
    return (x, y, z)

args = [1, 2, 3]
print(point(*args))
kwargs = {"z": 30, "y": 20}
print(point(10, **kwargs))
print(point(*[1], *[2], z=3))
