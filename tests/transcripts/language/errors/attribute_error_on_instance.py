class Foo:
    pass

Foo().x
