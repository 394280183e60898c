# islice takes start, stop and step like a slice, without negative values.
from itertools import islice, count

print(list(islice(range(10), 3)), list(islice(range(10), 2, 8, 3)), list(islice(range(10), 7, None)))
it = iter(range(10))
print(list(islice(it, 2)), next(it))
print(list(islice(count(), 0, 20, 7)))
for args in [(-1,), (0, -1), ("a",), (0, 1, 0)]:
    try:
        islice([1], *args)
    except ValueError as e:
        print("ValueError:", e)
