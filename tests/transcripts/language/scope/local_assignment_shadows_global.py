x = "global"

def f():
    x = "local"
    return x

print(f())
print(x)
