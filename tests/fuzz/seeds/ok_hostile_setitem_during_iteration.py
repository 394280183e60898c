# __eq__ and __hash__ that insert into the dict being looked up, and a set.
class G:
    def __init__(self, d, n):
        self.d, self.n = d, n
    def __hash__(self):
        return self.n % 3
    def __eq__(self, other):
        for i in range(50):
            self.d[("x", i, self.n)] = i
        return False

d = {}
for i in range(6):
    d[G(d, i)] = i
print(len(d) > 6)
s = set()
for i in range(6):
    s.add(G({}, i))
print(len(s))
