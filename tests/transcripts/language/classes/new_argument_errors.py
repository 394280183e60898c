# CPython's checks of object.__new__'s and object.__init__'s arguments.
class OnlyNew:
    def __new__(cls, x):
        inst = super().__new__(cls)
        inst.x = x
        return inst


print(OnlyNew(5).x)


class PassesArgs:
    def __new__(cls, x):
        return super().__new__(cls, x)


class InitPasses:
    def __init__(self, x):
        super().__init__(x)


class Plain:
    pass


for make in (lambda: PassesArgs(1), lambda: InitPasses(1), lambda: Plain(1),
             lambda: object.__new__(5), lambda: object.__new__(int), lambda: object.__new__(Plain, 1)):
    try:
        make()
    except TypeError as e:
        print("TypeError:", e)
print(type(object.__new__(Plain)).__name__)
