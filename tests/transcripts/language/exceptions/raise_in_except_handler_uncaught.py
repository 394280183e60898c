try:
    [1, 2][5]
except IndexError:
    raise ValueError("replacement error")
