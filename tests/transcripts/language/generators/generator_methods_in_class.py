# A method can be a generator; so can __iter__.
class Range3:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        for i in range(self.n):
            yield i * 3

r = Range3(4)
print(list(r), sum(r))
print([x for x in r if x % 2 == 0])
