import random
random.seed(1000)
print(random.random())
print(random.random())
print(random.randint(1, 10))
print(random.randint(1, 100))
print(random.choice(["red", "green", "blue"]))
deck = [1, 2, 3, 4, 5, 6]
random.shuffle(deck)
print(deck)
print(random.uniform(1.0, 2.0))
