def describe(age, member):
    if age >= 18:
        if member:
            return "adult member"
        return "adult"
    else:
        if member:
            return "junior member"
    return "junior"

print(describe(30, True), describe(30, False), describe(10, True), describe(10, False))
