# A __hash__ result too big for the machine word is reduced as int's own hash
# reduces it (modulo 2**61 - 1), so hash(obj) equals hash of that int.
class Key:
    def __init__(self, h):
        self.h = h

    def __hash__(self):
        return self.h


for h in [2**100, -(2**100), 2**63, -(2**63) - 1, 2**64 + 5]:
    print(h, hash(Key(h)), hash(Key(h)) == hash(h))

table = {Key(2**100): "first", Key(2**100): "second"}
print(len(table))
