# 2 million lists that contain themselves.
for i in range(2000000):
    items = [i]
    items.append(items)
