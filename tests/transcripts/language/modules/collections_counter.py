# Counter: counting, most_common, elements, update and subtract, and the
# arithmetic operators.
from collections import Counter

c = Counter('abracadabra')
print(c)
print(c['a'], c['z'], c.most_common(2), c.total())
print(sorted(c.elements()))
c.update('aaz')
print(c.most_common(1), c['z'])
c.subtract({'a': 10})
print(c['a'])
d = Counter(a=3, b=1)
e = Counter(a=1, b=2)
print(d + e, d - e, d | e, d & e)
print(Counter({'x': 2, 'y': -1}) + Counter())
print(-Counter(a=-2, b=3), +Counter(a=-2, b=3))
print(Counter(), len(d), list(d), d == Counter(b=1, a=3))
words = 'the cat and the hat and the bat'.split()
for word, n in Counter(words).most_common(3):
    print(word, n)
del d['missing']
print(d)
