# __match_args__ must be a tuple.
class P:
    __match_args__ = ["a"]
    a = 1


match P():
    case P(1):
        print("never")
