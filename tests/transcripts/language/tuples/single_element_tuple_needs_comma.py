print((1))
print((1,))
print(type((1,)), type((1)))
t = 5,
print(t)
