def square(x):
    return x * x

def apply_twice(f, x):
    return f(f(x))

alias = square
print(alias(4))
print(apply_twice(square, 3))
print(square.__name__)
print(callable(square), callable(3))
