# The module-level functions use one hidden instance; a separate Random with
# the same seed follows the same sequence without disturbing it.
import random

random.seed(42)
mine = random.Random(42)
print(random.random() == mine.random())
print(random.randint(1, 1000) == mine.randint(1, 1000))
mine.random()
print(random.random() != mine.random())
random.seed(42)
print(random.random())
