def outer():
    def inner():
        return "inner result"
    return inner() + "!"

print(outer())
