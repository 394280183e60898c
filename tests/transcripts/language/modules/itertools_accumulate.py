# accumulate gives running totals, or running results of any two-argument function.
from itertools import accumulate

print(list(accumulate([1, 2, 3, 4])))
print(list(accumulate([3, 1, 4, 1, 5], max)))
print(list(accumulate([1, 2, 3], lambda a, b: a * b, initial=10)))
print(list(accumulate([])), list(accumulate([], initial=0)))
