class Weight:
    def __init__(self, kg):
        self.kg = kg

    def __le__(self, other):
        return self.kg <= other.kg

    def __ge__(self, other):
        return self.kg >= other.kg

print(Weight(1) <= Weight(2), Weight(1) >= Weight(2))
