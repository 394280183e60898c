# At module level a comprehension's `:=` binds a global, visible to functions.
def peek():
    return last


[last := c for c in "xyz"]
print(last, peek())
