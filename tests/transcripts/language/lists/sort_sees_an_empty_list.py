# While list.sort() runs, the list is empty: its key function and comparisons
# see no items, and the sorted items come back afterwards.
items = [3, 1, 2]


def key(x):
    print("key", x, "sees", len(items), items)
    return -x


items.sort(key=key)
print(items)


class Seen:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        print("compare", self.v, other.v, "sees", len(boxes))
        return self.v < other.v

    def __repr__(self):
        return "Seen(%d)" % self.v


boxes = [Seen(2), Seen(1)]
boxes.sort()
print(boxes)
