class Greeter:
    def greet(self, name):
        return "hi " + name

try:
    Greeter().greet()
except TypeError as e:
    print(e)
