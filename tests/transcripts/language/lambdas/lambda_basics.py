square = lambda x: x * x
add = lambda a, b: a + b
print(square(5), add(2, 3))
print((lambda: "no args")())
print(square.__name__)
