print("{name} is {age}".format(name="Ada", age=36))
print("{0} likes {food}".format("Bob", food="pie"))
point = {"x": 1, "y": 2}
print("({x}, {y})".format(**point))
