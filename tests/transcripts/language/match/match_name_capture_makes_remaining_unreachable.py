# A capture pattern before other cases makes them unreachable: a SyntaxError.
print("never printed")
match 3:
    case x:
        pass
    case 3:
        pass
