# A keyword sub-pattern may not repeat an attribute named by __match_args__.
class R:
    __match_args__ = ("a",)
    a = 1


match R():
    case R(1, a=1):
        print("never")
