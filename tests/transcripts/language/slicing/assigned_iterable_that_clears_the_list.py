# Slice assignment from an iterable whose __iter__ empties the target list:
# the bounds are clamped again to the list as it is then.
class It:
    def __iter__(self):
        a.clear()
        return iter([1, 2, 3])


a = list(range(10))
a[2:8] = It()
print(a)
a = list(range(10))
a[-3:] = It()
print(a)
a = list(range(10))
try:
    a[::2] = It()
except ValueError as e:
    print("ValueError:", e)
print(a)
