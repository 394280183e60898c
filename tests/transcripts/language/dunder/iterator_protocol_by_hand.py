class Letters:
    def __init__(self, text):
        self.text = text
        self.pos = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self.pos >= len(self.text):
            raise StopIteration
        ch = self.text[self.pos]
        self.pos += 1
        return ch

it = iter(Letters("ab"))
print(next(it))
print(next(it))
print(next(it, "exhausted"))
print(list(Letters("xyz")))
