def announce(func):
    print("defining", func.__name__)
    return func

print("before")

@announce
def work():
    return "working"

print("after")
print(work())
