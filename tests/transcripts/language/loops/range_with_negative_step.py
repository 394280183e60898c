for i in range(10, 0, -3):
    print(i)
print(list(range(5, 0, -1)))
print(list(range(0, 5, -1)))
