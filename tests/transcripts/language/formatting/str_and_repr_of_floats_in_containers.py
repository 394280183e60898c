values = [0.1, 1.0, 2.5, 1e100]
print(values)
print(str(0.1), repr(0.1))
print((1.0, -0.0))
