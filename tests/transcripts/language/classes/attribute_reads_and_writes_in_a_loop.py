# One attribute expression (in a loop or a method) sees instances whose
# attributes were stored in different orders, deleted and re-added, and a class
# that later gains a property of the same name: every read and write must
# still reach the right attribute.
class P:
    def __init__(self, first, a, b):
        if first:
            self.a = a
            self.b = b
        else:
            self.b = b
            self.a = a

    def get(self):
        return self.a, self.b

    def set(self, a, b):
        self.a = a
        self.b = b


ps = [P(i % 2 == 0, i, -i) for i in range(6)]
for p in ps:
    p.set(p.a * 10, p.b * 10)
print([p.get() for p in ps])

q = ps[0]
del q.a
q.c = "c"
q.a = "again"
for p in ps[:2]:
    print(p.get(), sorted(vars(p)))

try:
    ps[1].missing
except AttributeError as e:
    print("AttributeError:", e)


def read_a(objs):
    return [o.a for o in objs]


print(read_a(ps))
P.a = property(lambda self: "property wins")
print(read_a(ps))
try:
    ps[2].set(1, 2)
except AttributeError as e:
    print("AttributeError:", e)
del P.a
print(read_a(ps))


class Q:
    pass


items = [Q() for _ in range(3)]
for n, o in enumerate(items):
    for k in range(n + 1):
        setattr(o, "x%d" % k, k)
    o.shared = n
print([(o.shared, sorted(vars(o))) for o in items])
