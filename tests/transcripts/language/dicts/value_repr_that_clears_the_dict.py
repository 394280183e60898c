# A value's __repr__ that empties the dict being printed: printing stops at
# the emptied dict instead of reading freed entries.
class V:
    def __repr__(self):
        d.clear()
        return "V"


d = {i: V() for i in range(10)}
print(d)
print(d)
