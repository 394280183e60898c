a = 1
b = [1, 2]
del a, b[0]
print(b)
try:
    print(a)
except NameError:
    print("a is gone")
