for expression in ["1 / 0", "1 // 0", "1 % 0", "1.0 / 0", "divmod(1, 0)"]:
    try:
        if expression == "1 / 0":
            1 / 0
        elif expression == "1 // 0":
            1 // 0
        elif expression == "1 % 0":
            1 % 0
        elif expression == "1.0 / 0":
            1.0 / 0
        else:
            divmod(1, 0)
    except ZeroDivisionError as e:
        print(expression, "->", e)
