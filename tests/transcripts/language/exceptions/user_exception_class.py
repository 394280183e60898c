class InsufficientFunds(Exception):
    pass

def withdraw(balance, amount):
    if amount > balance:
        raise InsufficientFunds(f"need {amount - balance} more")
    return balance - amount

print(withdraw(100, 30))
try:
    withdraw(10, 30)
except InsufficientFunds as e:
    print("InsufficientFunds:", e)
