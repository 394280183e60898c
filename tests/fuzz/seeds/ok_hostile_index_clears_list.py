# A slice bound whose __index__ empties the list being sliced or assigned.
class I:
    def __init__(self, l, v):
        self.l = l
        self.v = v
    def __index__(self):
        self.l.clear()
        return self.v

a = list(range(10))
print(a[I(a, 2):I(a, 8)])
a = list(range(10))
a[I(a, 1):I(a, 5)] = [7, 7]
print(a)
a = list(range(10))
del a[I(a, 0):I(a, 9):I(a, 2)]
print(a)
a = list(range(10))
print(a.pop(I(a, 0)) if False else len(a))
