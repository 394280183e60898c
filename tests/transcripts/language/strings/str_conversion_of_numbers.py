print(str(42) + "!")
print(str(3.0))
print(str(-0.5))
print(int("7") + 1)
