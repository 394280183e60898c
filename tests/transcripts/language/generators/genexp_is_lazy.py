# A generator expression computes each item only when asked.
def noisy(x):
    print("computing", x)
    return x * x

gen = (noisy(x) for x in range(3))
print("made")
print(next(gen))
print("one taken")
print(list(gen))
