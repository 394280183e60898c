# len() reads __len__'s result through __index__, then checks its sign
# (ValueError), then its size (OverflowError).
class Four:
    def __index__(self):
        return 4


class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


for n in [3, True, Four(), -1, -(2**70), 2**63, 2**70, "3", 2.0, None]:
    try:
        print(type(n).__name__, len(Sized(n)))
    except Exception as e:
        print(type(n).__name__, type(e).__name__, e)
