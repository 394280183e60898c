# minitf-only
# The memory budget (--memory-limit 64M) is minitf's.
# A list, dict or str grown step by step stops with MemoryError at the session's
# budget (each reallocation is a request checked against it), and the
# program goes on.
items = []
try:
    while True:
        items.append(0)
except MemoryError:
    print("list.append: MemoryError", len(items) > 10**6)
items = None
try:
    [0 for i in range(10**10)]
except MemoryError:
    print("list comprehension: MemoryError")
text = "x" * 1000
try:
    while True:
        text += text
except MemoryError:
    print("str +: MemoryError", len(text))
table = {}
try:
    while True:
        table[len(table)] = 0
except MemoryError:
    print("dict: MemoryError", table[5])
table = None
print(len([1, 2] + [3]))
