# __repr__ that changes the container being printed, and self-containing lists.
class R:
    def __init__(self, c): self.c = c
    def __repr__(self):
        self.c.clear(); self.c.extend(range(10))
        return "R"
l = []
l.extend([R(l), R(l), R(l)])
print(l)
d = {}
d[1] = R([]); d[2] = d
print(d)
t = (R(l), l)
print(t)
s = []
s.append(s)
print(s, str(s))
