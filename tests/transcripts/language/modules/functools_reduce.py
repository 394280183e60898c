# functools.reduce with and without an initial value, and its error texts.
from functools import reduce

print(reduce(lambda a, b: a + b, [1, 2, 3, 4]))
print(reduce(lambda a, b: a * b, range(1, 6), 10))
print(reduce(lambda acc, s: acc + s.upper(), ['a', 'b'], ''))
print(reduce(max, [3], 0), reduce(max, [], 7), reduce(max, [5]))
for args in [(max, []), (max, 5)]:
    try:
        reduce(*args)
    except TypeError as e:
        print('TypeError:', e)
