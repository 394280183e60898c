# A comparison that changes the list being sorted: the sort completes, the
# list holds the sorted items only, and ValueError says it was modified.
class Meddler:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        boxes.insert(0, Meddler(-1))
        return self.v < other.v

    def __repr__(self):
        return "Meddler(%d)" % self.v


boxes = [Meddler(3), Meddler(1), Meddler(2)]
try:
    boxes.sort()
except ValueError as e:
    print("ValueError:", e)
print(boxes)

rev = [Meddler(3), Meddler(1), Meddler(2)]
boxes = rev
try:
    rev.sort(reverse=True)
except ValueError as e:
    print("ValueError:", e)
print(rev)
