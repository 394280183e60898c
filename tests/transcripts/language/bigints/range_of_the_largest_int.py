# range(2**63 - 1): the bound is computed past 64 bits and comes back.
for i in range(2 ** 63 - 1):
    if i == 2:
        break
print(i, range(2 ** 63 - 1)[-1], 2 ** 63 - 2 in range(2 ** 63 - 1))
print(list(range(2 ** 62, 2 ** 63 - 1, 2 ** 61)))
