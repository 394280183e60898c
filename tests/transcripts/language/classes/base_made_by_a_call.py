# A base class that only the class statement's expression holds (made and
# returned by a function call) stays alive as the new class's base.
class Root:
    def hello(self):
        return 'root'


def make_base():
    class Made(Root):
        def made(self):
            return 'made'
    return Made


class Leaf(make_base()):
    def leaf(self):
        return 'leaf'


x = Leaf()
print(x.leaf(), x.made(), x.hello(), Leaf.__base__.__name__)
