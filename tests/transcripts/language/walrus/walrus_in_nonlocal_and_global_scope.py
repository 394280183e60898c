# A comprehension's `:=` honours the enclosing function's global and
# nonlocal declarations.
counter = 0


def bump(xs):
    global counter
    [counter := counter + x for x in xs]


bump([1, 2, 3])
print(counter)


def outer():
    acc = 0

    def inner():
        nonlocal acc
        [acc := acc + 1 for _ in range(5)]

    inner()
    return acc


print(outer())
