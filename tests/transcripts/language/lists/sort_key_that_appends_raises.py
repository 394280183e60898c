# A key function that grows the list being sorted: CPython finishes the sort,
# drops what the key added, and reports the change.
items = [3, 1, 2]


def key(x):
    items.append(x * 10)
    return x


print("before", items)
items.sort(key=key)
