# A loop at module level (and one in a function that declares its name
# global) binds the module's name each round: functions see it, `del` in the
# body unbinds it until the next round, and it keeps the last value after.
def show():
    return v


seen = []
for v in range(3):
    seen.append(show())
    if v == 1:
        del v
print(seen, v)


def rebind():
    global w
    for w in "ab":
        pass


rebind()
print(w)


def gen():
    yield 1
    yield 2


total = 0
for v in gen():
    total += v * 10
print(total, v)
del v
try:
    print(v)
except NameError as e:
    print("NameError:", e)
