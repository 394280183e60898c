# minitf-only
# minitf rejects generator functions when parsing, before running anything.
print("never printed")

def numbers():
    yield 1
