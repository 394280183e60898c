# sum() of a list or tuple adds its items in order; an item's __radd__ that
# grows or shrinks the list changes what is left to add, as for a loop.
items = []

class Grows:
    def __radd__(self, other):
        items.append(100)
        return other + 1

class Shrinks:
    def __radd__(self, other):
        del items[-1]
        return other + 1000

items.extend([1, Grows(), 2])
print(sum(items), len(items))
items[:] = [1, Shrinks(), 2, 3]
print(sum(items), len(items))
print(sum((1, 2.5, 3)), sum([0.5, 1], 10), sum([], 7), sum(((1,), (2,)), ()))
print(sum([2 ** 62, 2 ** 62, -1]))
try:
    sum([1, "a"])
except TypeError as e:
    print("TypeError:", e)
