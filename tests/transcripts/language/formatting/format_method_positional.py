print("{} + {} = {}".format(1, 2, 3))
print("{}".format([1, 2]))
