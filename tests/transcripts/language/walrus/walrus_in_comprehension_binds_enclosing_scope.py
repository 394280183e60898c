# PEP 572: a `:=` inside a comprehension binds in the enclosing function,
# not in the comprehension's own scope.
def running_total(xs):
    total = 0
    sums = [total := total + x for x in xs]
    return sums, total


print(running_total([1, 2, 3, 4]))

values = [5, 8, 13]
if any((hit := v) > 6 for v in values):
    print("first above 6:", hit)

print([y := i * i for i in range(4)], y)


def last_match(words):
    [w for w in words if (last := w).startswith("b")]
    return last


print(last_match(["apple", "banana", "cherry"]))
