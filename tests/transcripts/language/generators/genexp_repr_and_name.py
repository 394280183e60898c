# Generators know their name and qualified name.
def outer():
    return (x for x in [])

class C:
    def method(self):
        yield 1

print(outer().__name__, outer().__qualname__)
print(C().method().__name__, C().method().__qualname__)
print(type(outer()).__name__)
print(repr(C().method()).startswith("<generator object C.method at 0x"))
