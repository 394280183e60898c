# An iterator that empties the dict being updated from it.
class It:
    def __init__(self, d): self.d = d; self.i = 0
    def __iter__(self): return self
    def __next__(self):
        self.i += 1
        if self.i > 20: raise StopIteration
        self.d.clear()
        return (self.i, self.i)
d = {1: 2}
d.update(It(d))
print(len(d))
d2 = dict(It({}))
print(len(d2))
l = [5, 4]
print(sorted(l, key=lambda x: l.clear() or x))
print(sum([1, 2, 3]), any(l.append(1) for _ in range(3)), len(l))
