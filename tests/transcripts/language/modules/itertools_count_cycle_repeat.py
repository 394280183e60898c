# The infinite iterators: count, cycle and repeat.
from itertools import count, cycle, repeat, islice

print(list(islice(count(), 5)), list(islice(count(10, 5), 3)), list(islice(count(2.5, 0.5), 3)))
print(count(5), count(1, 2))
print(list(islice(cycle("ab"), 5)))
print(list(repeat(7, 3)), repeat("a"), repeat(3, 2))
print(list(map(pow, range(4), repeat(2))))
