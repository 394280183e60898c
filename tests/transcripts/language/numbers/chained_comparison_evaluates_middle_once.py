def middle():
    print("middle evaluated")
    return 5

print(1 < middle() < 10)
