try:
    raise ValueError
except ValueError as e:
    print(repr(e), repr(str(e)), e.args)
