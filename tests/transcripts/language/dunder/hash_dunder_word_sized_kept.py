# A __hash__ result that fits the machine word is kept as it is (not reduced
# modulo 2**61 - 1 as int's hash is), except -1, which becomes -2.
class Key:
    def __init__(self, h):
        self.h = h

    def __hash__(self):
        return self.h


for h in [2**61, 2**63 - 1, -(2**63), -1, -2, True, 0]:
    print(repr(h), hash(Key(h)), hash(h))
