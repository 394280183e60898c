for i, letter in enumerate("abc"):
    print(i, letter)
for i, letter in enumerate(["x", "y"], start=1):
    print(i, letter)
print(list(enumerate("hi", 10)))
