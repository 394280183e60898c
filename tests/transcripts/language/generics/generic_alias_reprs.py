# Subscripting a built-in class gives a types.GenericAlias, printed as written.
import types

print(list[int])
print(dict[str, list[int]])
print(tuple[int, ...])
print(tuple[()])
print(set[frozenset[str]], type[int])
alias = list[int]
print(type(alias) is types.GenericAlias, alias.__origin__, alias.__args__)
print(alias([1, 2]), alias == list[int], alias == list[str])
print(dict[str, int].__args__)
from collections import deque, OrderedDict

print(deque[int], OrderedDict[str, int])
try:
    isinstance([], list[int])
except TypeError as e:
    print("TypeError:", e)
