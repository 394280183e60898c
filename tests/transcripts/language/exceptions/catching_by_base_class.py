for action in ["key", "index", "zero"]:
    try:
        if action == "key":
            {}["k"]
        elif action == "index":
            [][0]
        else:
            1 // 0
    except LookupError as e:
        print("LookupError caught", type(e).__name__)
    except ArithmeticError as e:
        print("ArithmeticError caught", type(e).__name__)
