# defaultdict: the factory makes missing values, repr shows the factory,
# and a None factory raises KeyError.
from collections import defaultdict

groups = defaultdict(list)
for word in ['apple', 'avocado', 'banana', 'blueberry', 'cherry']:
    groups[word[0]].append(word)
print(groups)
print(groups['a'], len(groups), 'z' in groups)
print(groups['z'], len(groups))
counts = defaultdict(int)
for ch in 'mississippi':
    counts[ch] += 1
print(counts, counts.default_factory)
print(dict(counts) == {'m': 1, 'i': 4, 's': 4, 'p': 2})
print(sorted(counts.items()))
print(counts.get('q'), 'q' in counts)
plain = defaultdict(None, {'a': 1})
print(plain)
try:
    plain['b']
except KeyError as e:
    print('KeyError:', e)
nested = defaultdict(lambda: defaultdict(int))
nested['x']['y'] += 2
print(nested['x']['y'])
try:
    defaultdict(5)
except TypeError as e:
    print('TypeError:', e)
