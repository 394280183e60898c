# Malformed: no colon after the parameter list.
def f()
    return 1
