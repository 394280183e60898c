def greet(name, greeting="Hello", punctuation="!"):
    return greeting + ", " + name + punctuation

print(greet("Ada"))
print(greet("Ada", "Hi"))
print(greet("Ada", punctuation="?"))
