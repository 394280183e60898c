def attempt(fail):
    try:
        print("try")
        if fail:
            raise ValueError("boom")
        print("no error")
    except ValueError as e:
        print("except", e)
    else:
        print("else")
    finally:
        print("finally")

attempt(False)
attempt(True)
