# An assigned iterable, and iterators, that change the container being built or walked.
class It:
    def __init__(self, l):
        self.l = l
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 5:
            raise StopIteration
        self.l.clear()
        self.l.append(self.n)
        return self.n

a = list(range(10))
a[2:4] = It(a)
print(a)
d = {1: 1, 2: 2}
try:
    for k in d:
        d[k + 10] = 0
except RuntimeError as e:
    print("RuntimeError", e)
s = {1, 2, 3}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    print("RuntimeError", e)
l = [1, 2, 3]
for x in l:
    if len(l) < 8:
        l.append(x)
print(l)
