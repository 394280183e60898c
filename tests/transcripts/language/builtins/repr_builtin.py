print(repr(1), repr(1.0), repr("1"), repr([1, "1"]), repr(None), repr(True))
print(repr((1, "two")), repr({"k": 'v'}))
