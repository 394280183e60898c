try:
    try:
        raise TypeError("inner")
    except ValueError:
        print("wrong handler")
    finally:
        print("inner finally")
except TypeError as e:
    print("outer caught", e)
