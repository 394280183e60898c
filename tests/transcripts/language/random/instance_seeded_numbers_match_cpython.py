# A Random instance seeded with an int gives CPython's exact numbers, for
# every method, independently of the module's hidden instance.
import random

r = random.Random(42)
print(r.random(), r.randint(1, 100), r.randrange(10, 100, 7), r.choice("abcdef"))
print(r.choices([1, 2, 3], k=5), r.choices("xyz", weights=[1, 5, 2], k=4))
items = list(range(10))
r.shuffle(items)
print(items)
print(r.sample(range(100), 5), r.uniform(2, 3))
print(r.gauss(0, 1), r.gauss(5, 2))
print(random.Random(2**70).random(), random.Random(-5).random(), random.Random(1.5).random())
r.seed(3)
x = r.random()
r.seed(3)
print(x == r.random())
print(type(r).__name__, isinstance(r, random.Random))
