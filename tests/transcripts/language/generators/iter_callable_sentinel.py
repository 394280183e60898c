# iter(callable, sentinel) calls until the sentinel comes back.
values = [1, 2, 3, 0, 4]
def take():
    return values.pop(0)

print(list(iter(take, 0)))
print(values)
