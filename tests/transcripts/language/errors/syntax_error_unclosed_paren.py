print("start")
values = [1, 2,
total = sum((1, 2)
