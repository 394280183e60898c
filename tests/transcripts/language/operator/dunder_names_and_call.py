# operator.__add__ and the other dunder spellings are the same functions as
# add and friends; operator.call (3.11) calls its first argument.
import operator

print(callable(operator), operator.__add__(1, 2), operator.__not__(0), operator.__getitem__("ab", 1))
print(operator.__iadd__([1], [2]), operator.__lt__(1, 2), operator.__contains__([1], 1))
print(operator.call(max, 3, 9, key=lambda v: -v), operator.__call__(len, "abc"))
print(operator.__and__ is operator.and_, operator.__inv__ is operator.inv, operator.__invert__ is operator.invert)
try:
    operator()
except TypeError as e:
    print(e)
