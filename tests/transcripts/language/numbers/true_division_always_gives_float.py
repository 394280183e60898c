print(7 / 2)
print(6 / 2)
print(-7 / 2)
print(type(6 / 3))
