# OrderedDict: move_to_end, popitem from either end, order-sensitive
# equality and the 3.11 repr.
from collections import OrderedDict

od = OrderedDict()
od['b'] = 2
od['a'] = 1
od['c'] = 3
print(od)
od.move_to_end('b')
print(list(od))
od.move_to_end('c', last=False)
print(list(od.keys()), list(od.values()))
print(od.popitem(), od.popitem(last=False), od)
x = OrderedDict([(1, 'one'), (2, 'two')])
y = OrderedDict([(2, 'two'), (1, 'one')])
print(x == y, x == {2: 'two', 1: 'one'}, OrderedDict())
print(OrderedDict.fromkeys('ab', 0))
try:
    OrderedDict().popitem()
except KeyError as e:
    print('KeyError:', e)
try:
    x.move_to_end(5)
except KeyError as e:
    print('KeyError:', e)
