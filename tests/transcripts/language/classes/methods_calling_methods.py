class Stack:
    def __init__(self):
        self.items = []

    def push(self, item):
        self.items.append(item)
        return self

    def pop(self):
        return self.items.pop()

    def is_empty(self):
        return len(self.items) == 0

    def size(self):
        return len(self.items)

s = Stack()
s.push(1).push(2).push(3)
print(s.size(), s.pop(), s.size(), s.is_empty())
