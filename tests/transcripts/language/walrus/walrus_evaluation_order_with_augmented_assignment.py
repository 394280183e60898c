# The target of `+=` is read before the right side runs, even when the
# right side rebinds it.
def f():
    x = 1
    x += (x := 10)
    return x


print(f())
y = 2
y *= (y := 5)
print(y)
