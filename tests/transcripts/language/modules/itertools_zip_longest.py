# zip_longest pads the shorter iterables with fillvalue.
from itertools import zip_longest

print(list(zip_longest("abc", [1])))
print(list(zip_longest("ab", [1, 2, 3], fillvalue="-")))
print(list(zip_longest()))
