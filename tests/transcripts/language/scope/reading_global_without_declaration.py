rate = 3

def scaled(n):
    return n * rate

print(scaled(2))
rate = 10
print(scaled(2))
