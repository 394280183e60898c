# A comparison that raises stops list.sort(); the list keeps the order the
# sort had reached, as CPython's does (reversed back for reverse=True).
class Limited:
    allowed = 0

    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        Limited.allowed -= 1
        if Limited.allowed < 0:
            raise RuntimeError("out of comparisons")
        return self.v < other.v

    def __repr__(self):
        return str(self.v)


for allowed in range(8):
    for reverse in [False, True]:
        Limited.allowed = allowed
        items = [Limited(x) for x in [4, 2, 6, 1, 5, 3]]
        try:
            items.sort(reverse=reverse)
            print(allowed, reverse, "sorted", items)
        except RuntimeError as e:
            print(allowed, reverse, e, items)
