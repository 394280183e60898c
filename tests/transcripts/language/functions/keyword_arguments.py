def describe(name, age, city):
    return f"{name}, {age}, {city}"

print(describe("Ann", 30, "Oslo"))
print(describe(city="Rome", name="Bob", age=25))
print(describe("Cy", city="Lima", age=40))
