class Thing:
    pass

a = Thing()
b = Thing()
print(a == b, a == a, a != b)
print(a is a, a is b)
print(len({a, b, a}))
