try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise KeyError("during handling")
except KeyError as e:
    print(repr(e), repr(e.__context__))
    print(e.__cause__)
