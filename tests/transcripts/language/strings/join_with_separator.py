words = ["red", "green", "blue"]
print(", ".join(words))
print("".join(["a", "b", "c"]))
print("-".join("xyz"))
print(" ".join([]))
