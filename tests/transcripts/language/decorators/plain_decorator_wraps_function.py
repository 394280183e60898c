def shout(func):
    def wrapper(text):
        return func(text).upper() + "!"
    return wrapper

@shout
def greet(text):
    return "hello " + text

print(greet("world"))
