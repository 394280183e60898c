name = "Ada"
age = 36
print(f"{name} is {age} years old")
print(f"next year: {age + 1}")
print(f"{name.upper()} {len(name)}")
print(f"{[1, 2]} {(3,)} {None}")
