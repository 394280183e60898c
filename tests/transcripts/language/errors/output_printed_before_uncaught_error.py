print("line one")
print("line two")
numbers = [1, 2, 0]
for n in numbers:
    print(10 // n)
print("never printed")
