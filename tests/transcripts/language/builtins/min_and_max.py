print(min(3, 1, 2), max(3, 1, 2))
print(min([4, 8, 2]), max("hello"))
print(min(["bb", "a", "ccc"], key=len), max(["bb", "a", "ccc"], key=len))
print(min([], default="empty"), max([], default=0))
print(max([1, 3, 3], key=lambda x: x % 3))
try:
    max([])
except ValueError as e:
    print("ValueError:", e)
