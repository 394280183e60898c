first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = "abcd"
print(init, last)
head, *middle, tail = range(5)
print(head, middle, tail)
a, *empty = [1]
print(a, empty)
