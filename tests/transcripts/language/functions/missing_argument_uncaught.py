def f(a, b):
    return a + b

print("before")
f(1)
