# An exception instance keeps its user-defined class after the class's name
# is rebound or deleted.
class Oops(Exception):
    pass

try:
    raise Oops("first")
except Exception as e:
    saved = e


class Oops(Exception):
    pass

print(type(saved).__name__, saved, isinstance(saved, Oops))
del Oops
print(repr(saved))
