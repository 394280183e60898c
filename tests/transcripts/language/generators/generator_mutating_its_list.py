# A generator that walks a list while it grows sees the new items, as a for loop does.
items = [1, 2, 3]

def walk():
    for x in items:
        if x < 4:
            items.append(x + 3)
        yield x

print(list(walk()))
print(items)
