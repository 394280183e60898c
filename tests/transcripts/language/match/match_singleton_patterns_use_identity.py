# None, True and False are matched by identity: 1 is not True, 0 is not False.
def kind(x):
    match x:
        case True:
            return "True"
        case False:
            return "False"
        case None:
            return "None"
        case 1:
            return "one"
        case 0:
            return "zero"


for v in [True, 1, 1.0, False, 0, None]:
    print(repr(v), kind(v))
