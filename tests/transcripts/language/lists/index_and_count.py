a = ["a", "b", "c", "b"]
print(a.index("b"))
print(a.count("b"), a.count("z"))
try:
    a.index("z")
except ValueError as e:
    print("ValueError:", e)
