# The key function runs for every item, even when there is only one and
# nothing is compared.
print(sorted([5], key=lambda x: print("key", x)))
single = ["a"]
single.sort(key=lambda x: print("key", x, single))
print(single)
print(sorted([], key=print))
