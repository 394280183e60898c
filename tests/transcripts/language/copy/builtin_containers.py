# copy.copy copies the outer container only; copy.deepcopy copies all the
# way down; immutable values (and tuples of them) are their own copies.
import copy

a = [1, [2, 3], {"k": [4]}]
s = copy.copy(a)
d = copy.deepcopy(a)
print(s == a, s is a, s[1] is a[1], d[1] is a[1], d[2]["k"] is a[2]["k"], d == a)
t = (1, 2, "x")
print(copy.copy(t) is t, copy.deepcopy(t) is t)
t2 = (1, [2])
dt = copy.deepcopy(t2)
print(dt is t2, dt == t2, dt[1] is t2[1])
print(copy.copy(5), copy.deepcopy("s"), copy.copy(None), copy.deepcopy(len) is len, copy.copy(int) is int)
st = {1, 2}
print(copy.copy(st) == st, copy.copy(st) is st, copy.deepcopy(frozenset([1])) == frozenset([1]))
print(issubclass(copy.Error, Exception), copy.error is copy.Error)
