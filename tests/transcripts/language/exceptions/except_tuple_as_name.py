def convert(value):
    try:
        return int(value)
    except (ValueError, TypeError) as e:
        return type(e).__name__

print(convert("5"), convert("x"), convert(None))
