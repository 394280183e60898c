def counted(func):
    calls = 0
    def wrapper(*args):
        nonlocal calls
        calls += 1
        print(f"call {calls} of {func.__name__}")
        return func(*args)
    return wrapper

@counted
def add(a, b):
    return a + b

print(add(1, 2))
print(add(3, 4))
