class Counter:
    def __init__(self):
        self.n = 0

    def bump(self):
        self.n += 1
        return self.n

c = Counter()
bump = c.bump
bump()
bump()
print(c.n)
print(Counter.bump(c))
