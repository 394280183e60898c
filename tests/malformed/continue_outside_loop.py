# Malformed: continue inside a function but not a loop.
def f():
    continue
