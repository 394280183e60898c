# __cause__, __context__ and __suppress_context__ can be assigned, with
# CPython's checks; assigning a cause suppresses the context.
e = ValueError("outer")
print(e.__cause__, e.__context__, e.__suppress_context__)
e.__context__ = KeyError("ctx")
print(repr(e.__context__), e.__suppress_context__)
e.__cause__ = TypeError("why")
print(repr(e.__cause__), e.__suppress_context__)
e.__suppress_context__ = False
print(e.__suppress_context__)
for name, value in [("__cause__", 1), ("__context__", "x"), ("__suppress_context__", 1)]:
    try:
        setattr(e, name, value)
    except TypeError as err:
        print("TypeError:", err)
e.__cause__ = None
print(e.__cause__, e.__suppress_context__)
