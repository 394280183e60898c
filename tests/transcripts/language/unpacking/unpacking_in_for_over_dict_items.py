ages = {"ann": 31, "bob": 27}
for name, age in ages.items():
    print(f"{name}: {age}")
