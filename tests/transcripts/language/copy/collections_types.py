# deque, Counter, defaultdict, OrderedDict and namedtuple copy like CPython's:
# a shallow copy owns its storage, a deep copy owns its items too.
import copy
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple

dq = deque([[1], 2], maxlen=5)
dq2 = copy.copy(dq)
dq3 = copy.deepcopy(dq)
dq2.append(3)
print(dq, dq2, dq3, dq3[0] is dq[0], dq2[0] is dq[0])
c = Counter("aab")
c2 = copy.copy(c)
c2["z"] += 1
print(c, c2)
dd = defaultdict(list)
dd["a"].append(1)
dd2 = copy.deepcopy(dd)
dd2["a"].append(2)
dd2["b"]
print(dd, dd2)
od = OrderedDict(a=[1])
od2 = copy.deepcopy(od)
print(od2, od2["a"] is od["a"])
P = namedtuple("P", "x y")
pp = P([1], 2)
print(copy.copy(pp), copy.deepcopy(pp), copy.deepcopy(pp).x is pp.x)
