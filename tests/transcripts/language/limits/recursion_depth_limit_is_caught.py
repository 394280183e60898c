def depth(n):
    return depth(n + 1)

try:
    depth(0)
except RecursionError as e:
    print(type(e).__name__)
    print(str(e).startswith("maximum recursion depth exceeded"))
print("still running")
