name = input("Name: ")
print("Hello,", name)
age = int(input())
print("Next year you will be", age + 1)
