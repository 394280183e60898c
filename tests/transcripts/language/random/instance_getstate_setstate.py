# getstate() is (3, the 625 words of the generator, the pending gauss value);
# setstate() restores it, on an instance or on the module.
import random

r = random.Random(5)
state = r.getstate()
print(state[0], len(state[1]), state[1][:3], state[1][-1], state[2])
first = [r.random() for _ in range(3)]
r.setstate(state)
print(first == [r.random() for _ in range(3)])
r.gauss()
pending = r.getstate()
print(type(pending[2]).__name__)
other = random.Random()
other.setstate(pending)
print(other.gauss() == r.gauss())
saved = random.getstate()
value = random.random()
random.setstate(saved)
print(value == random.random())
