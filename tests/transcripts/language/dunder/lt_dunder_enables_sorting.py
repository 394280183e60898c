class Card:
    def __init__(self, rank):
        self.rank = rank

    def __lt__(self, other):
        return self.rank < other.rank

    def __repr__(self):
        return f"Card({self.rank})"

hand = [Card(9), Card(2), Card(5)]
print(sorted(hand))
print(min(hand), max(hand))
print(Card(1) < Card(2), Card(3) > Card(2))
