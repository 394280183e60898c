a = [0, 1, 2, 3, 4, 5]
a[::2] = ["a", "b", "c"]
print(a)
try:
    a[::2] = [1]
except ValueError as e:
    print("ValueError:", e)
