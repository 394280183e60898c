def len(x):
    return "shadowed"

print(len([1, 2]))
del len
print(len([1, 2]))
