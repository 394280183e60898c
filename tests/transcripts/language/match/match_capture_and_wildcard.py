# A bare name captures the subject; `_` matches anything and binds nothing.
def check(cmd):
    match cmd:
        case "quit":
            print("bye")
        case other:
            print("unknown command:", other)


check("quit")
check("jump")
match 42:
    case _:
        print("wildcard matched")
try:
    _
except NameError:
    print("_ stays unbound")
