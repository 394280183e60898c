a = [0, 1, 2, 3, 4, 5]
print(a[::-1])
print(a[4:1:-1])
print(a[-1:-4:-1])
print(a[::-2])
print(a[1:4:-1])
print("hello"[::-1])
