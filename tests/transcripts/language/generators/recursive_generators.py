# Generators may recurse (a tree walk through yield from).
def walk(tree):
    if isinstance(tree, list):
        for t in tree:
            yield from walk(t)
    else:
        yield tree

print(list(walk([1, [2, [3, [4, [5]]]], 6])))

def countdown(n):
    if n > 0:
        yield n
        yield from countdown(n - 1)

print(sum(countdown(200)))
