# A list comprehension walks a list it changes item by item, as CPython does.
items = [1, 2, 3, 4]
print([items.pop() for x in items])
print(items)
grow = [1, 2]
print([grow.append(x) or x for x in grow if len(grow) < 6])
print(grow)
try:
    print([10 // (3 - x) for x in range(10)])
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print([x * x for x in (3, 4, 5)], [c for c in "ab"], [y for y in range(0)])
