class Bag:
    items = []

    def add(self, item):
        self.items.append(item)

first = Bag()
second = Bag()
first.add("apple")
print(second.items)
print(first.items is second.items)
