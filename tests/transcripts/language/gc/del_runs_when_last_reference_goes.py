# __del__ runs as soon as the last reference to an object goes.
class Resource:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("closing", self.name)


r = Resource("a")
print("made")
del r
print("after del")
r = Resource("b")
r = None
print("after rebinding")
