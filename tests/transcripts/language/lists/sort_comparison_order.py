# A short list is sorted as CPython's timsort sorts it: the leading run first,
# then binary insertion of each remaining item, so a printing __lt__ shows the
# same comparisons in the same order (reverse=True sorts the reversed list).
class Loud:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        print("  is", self.v, "<", other.v)
        return self.v < other.v

    def __repr__(self):
        return str(self.v)


for data in [[3, 1, 2, 5, 4], [1, 2, 3], [5, 4, 3, 1, 2]]:
    print(data)
    print(sorted(Loud(x) for x in data))
print("reverse")
print(sorted([Loud(x) for x in [2, 3, 1]], reverse=True))
