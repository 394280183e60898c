# The name called in a class pattern must be a class.
match 5:
    case len():
        print("never")
