x = 5
print(1 < x < 10)
print(1 < x > 10)
print(1 < 3 < 2)
print(1 == 1 < 2)
