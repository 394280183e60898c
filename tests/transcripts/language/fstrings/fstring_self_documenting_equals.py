x = 3
name = "Ada"
print(f"{x=}")
print(f"{x + 1 = }")
print(f"{name=}")
print(f"{x=:5}")
