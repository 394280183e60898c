# `:=` in an if condition binds the name in the enclosing scope.
data = [3, 1, 4, 1, 5]
if (n := len(data)) > 3:
    print(f"list is long ({n} elements)")
print(n)


def first_even(xs):
    if (found := [x for x in xs if x % 2 == 0]):
        return found[0]
    return None


print(first_even(data), first_even([1, 3]))
