# As in CPython, the random module's functions are the methods of one hidden
# Random instance: they share its state, and errors name them Random.<name>.
import random

print(random.random.__qualname__, random.random.__name__, str(random.random)[:31])
random.seed(7)
first = [random.random(), random.randint(1, 6)]
random.seed(7)
print([random.random(), random.randint(1, 6)] == first)
for call in [
    lambda: random.randint(1),
    lambda: random.choices([1], None, None),
    lambda: random.random(1),
    lambda: random.sample([1, 2], 1, 2),
]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
help(random.random)
help("abc".upper)
