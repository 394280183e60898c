def tag(name):
    def decorate(func):
        print("decorating with", name)
        def wrapper():
            return "<" + name + ">" + func() + "</" + name + ">"
        return wrapper
    return decorate

@tag("b")
@tag("i")
def text():
    return "hi"

print(text())
