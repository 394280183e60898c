def f():
    try:
        return "from try"
    finally:
        return "from finally"

def g():
    try:
        raise KeyError("lost")
    finally:
        return "swallowed"

print(f())
print(g())
