# A slice bound whose __index__ empties the list being sliced: the bounds are
# met with the list's length after __index__ ran.
class I:
    def __index__(self):
        a.clear()
        return 5


a = list(range(10))
print(a[I():8], a)
a = list(range(10))
print(a[2:I()], a)
a = list(range(10))
a[I():] = [7, 8]
print(a)
a = list(range(10))
del a[:I()]
print(a)
a = list(range(10))
a[::I()] = []
print(a)
