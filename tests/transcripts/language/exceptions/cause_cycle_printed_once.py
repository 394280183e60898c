# Exceptions whose causes form a cycle are each printed once, as CPython's
# traceback printing stops at an exception it has already shown.
a = ValueError("a")
b = KeyError("b")
a.__cause__ = b
b.__cause__ = a
raise a
