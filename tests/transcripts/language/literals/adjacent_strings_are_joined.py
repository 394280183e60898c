message = "Hello, " "world" '!'
print(message)
long_one = ("part one, "
            "part two")
print(long_one)
