# Comprehensions over ranges (with steps), lists, tuples, strings, dicts and
# iterators, with unpacking targets, truthiness of non-bool conditions, and a
# list that grows while a comprehension reads it.
print([i for i in range(10, 0, -3)])
print([i * i for i in range(0)])
print([c for c in "abc" if c != "b"])
print([k + str(v) for k, v in {"x": 1, "y": 2}.items()])
print({a: b for (a, b) in [(1, "one"), (2, "two")]})
print([x for x in (0, 1, "", "s", None, [], [0]) if x])
print(sorted({n % 4 for n in range(-6, 7, 2)}))
print([(i, j) for i in range(3) for j in range(i)])
print(sum(x for x in iter([1, 2, 3])))

grow = [1, 2, 3]
seen = [grow.append(x * 10) or x for x in grow if x < 100]
print(seen)
print(grow)
