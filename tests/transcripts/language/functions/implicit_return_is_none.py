def nothing():
    x = 1

def bare_return():
    return

print(nothing())
print(bare_return())
