class Account:
    def __init__(self, balance):
        self.balance = balance

    def __sub__(self, amount):
        return Account(self.balance - amount)

    def __repr__(self):
        return f"Account({self.balance})"

a = Account(100)
b = a
a -= 30
print(a, b)
