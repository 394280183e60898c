# A method that stores and reads an attribute of self many times keeps
# honouring the class as it changes: a __setattr__ added after the first
# stores, a property of the same name, and both removed again.
class C:
    def __init__(self):
        self.v = 0

    def bump(self):
        self.v = self.v + 1
        return self.v


c = C()
for _ in range(3):
    c.bump()


def hook(self, name, value):
    print("set", name, value)
    object.__setattr__(self, name, value)


C.__setattr__ = hook
c.bump()
print(c.v)
del C.__setattr__
c.bump()
print(c.v)
C.v = property(lambda self: 42, lambda self, value: print("setter", value))
print(c.bump(), vars(c))
del C.v
print(c.bump(), vars(c))
