class Money:
    def __init__(self, cents):
        self.cents = cents

    def __repr__(self):
        return f"Money({self.cents})"

    def __str__(self):
        return f"${self.cents / 100:.2f}"

m = Money(150)
print(m)
print(repr(m))
print(str(m))
print([m, m])
print(f"{m} {m!r}")
