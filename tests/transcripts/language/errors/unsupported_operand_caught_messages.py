for left, right in [(1, "a"), ("a", 1.5), ([1], 2), (None, 1)]:
    try:
        left - right
    except TypeError as e:
        print(e)
