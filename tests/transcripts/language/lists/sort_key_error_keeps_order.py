# A key function that raises after changing the list: its own exception is
# reported (not "list modified during sort"), and the list keeps its items in
# their original order, without what the key added.
items = [3, 1, 2]
calls = []


def key(x):
    calls.append(x)
    items.append(x)
    if len(calls) == 2:
        raise KeyError(x)
    return x


try:
    items.sort(key=key)
except KeyError as e:
    print("KeyError", e)
print(items, calls)
