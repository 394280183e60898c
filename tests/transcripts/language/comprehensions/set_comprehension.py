print({n % 3 for n in range(10)})
print(sorted({w[0] for w in ["apple", "avocado", "banana"]}))
