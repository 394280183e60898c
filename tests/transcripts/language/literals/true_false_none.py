print(True, False, None)
print(repr(None))
print(type(True), type(None))
print(True is True, None is None)
