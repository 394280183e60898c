# A deque changed while it is iterated: CPython's RuntimeError at the next
# step; reading it (or changing an item in place) is no change.
from collections import deque

changes = [
    ("append", lambda d: d.append(9)),
    ("appendleft", lambda d: d.appendleft(9)),
    ("pop", lambda d: d.pop()),
    ("popleft", lambda d: d.popleft()),
    ("clear", lambda d: d.clear()),
    ("insert", lambda d: d.insert(1, 9)),
    ("remove", lambda d: d.remove(2)),
    ("rotate", lambda d: d.rotate(1)),
    ("del", lambda d: d.__delitem__(0)),
    ("extend", lambda d: d.extend([7, 8])),
]
for name, change in changes:
    d = deque([1, 2, 3, 4])
    seen = []
    try:
        for x in d:
            seen.append(x)
            if len(seen) == 2:
                change(d)
    except RuntimeError as e:
        print(name, seen, "RuntimeError:", e)
    else:
        print(name, seen, "finished")
d = deque([1, 2, 3, 4])
d.popleft()
d.appendleft(0)
out = []
for x in d:
    out.append(x)
    d[0] = x
    out.append(2 in d)
    out.append(d.count(3))
print(out, list(d), list(reversed(d)))
r = reversed(d)
print(next(r))
d.append(5)
try:
    next(r)
except RuntimeError as e:
    print("reversed: RuntimeError:", e)
