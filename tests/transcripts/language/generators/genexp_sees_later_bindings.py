# A generator expression reads enclosing variables when it runs, not when it is made.
def make():
    k = 1
    g = (x * k for x in range(3))
    k = 10
    return g

print(list(make()))
