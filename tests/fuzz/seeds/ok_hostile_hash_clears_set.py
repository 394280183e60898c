# __hash__ that empties the set being added to, searched or updated.
class H:
    def __hash__(self):
        s.clear()
        return 3
    def __eq__(self, o): return True
s = set(range(50))
s.add(H())
print(len(s))
s2 = set(range(50))
print(H() in s2)
s3 = set(range(50))
s3.discard(H())
s4 = set(range(50)); s4.update([H(), H()])
print(len(s4))
fs = frozenset([H()])
print(len(fs), hash(fs) is not None)
