class Base:
    def __init__(self, value):
        self.value = value

class Child(Base):
    def doubled(self):
        return self.value * 2

print(Child(21).doubled())
