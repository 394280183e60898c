def compute():
    return value_never_defined_anywhere * 2

compute()
