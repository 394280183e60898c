stock = {"apples": 3, "pears": 0, "plums": 7}
for name in stock:
    print(name)
for name, count in stock.items():
    print(name, "->", count)
