for value in ["10", "ten"]:
    try:
        n = int(value)
    except ValueError:
        print("bad:", value)
    else:
        print("good:", n)
