# A class's own __setattr__ and __delattr__ see every attribute store and
# deletion on its instances; object.__setattr__ does the default store.
class Logged:
    def __init__(self):
        self.a = 1

    def __setattr__(self, name, value):
        print('set', name, value)
        object.__setattr__(self, name, value * 10)

    def __delattr__(self, name):
        print('del', name)
        object.__delattr__(self, name)


x = Logged()
x.a = 2
x.a += 1
print(x.a)
del x.a
print(hasattr(x, 'a'))


class ReadOnly:
    def __setattr__(self, name, value):
        raise AttributeError('read-only: ' + name)


class Child(ReadOnly):
    pass


try:
    Child().z = 1
except AttributeError as e:
    print(e)
