# appendleft, popleft, append and pop in every mix agree with a plain list
# model (the deque keeps free slots at its front; none of them shows).
from collections import deque

d = deque()
model = []
for i in range(300):
    op = (i * 7) % 5
    if op == 0:
        d.appendleft(i)
        model.insert(0, i)
    elif op == 1:
        d.append(i)
        model.append(i)
    elif op == 2 and model:
        assert d.popleft() == model.pop(0)
    elif op == 3 and model:
        assert d.pop() == model.pop()
    else:
        d.appendleft(-i)
        model.insert(0, -i)
    assert list(d) == model and len(d) == len(model)
print(len(d), d[0], d[-1], list(d)[:5])
d = deque([1, 2, 3], maxlen=3)
d.appendleft(0)
print(d)
d.append(9)
print(d)
for i in range(40):
    d.appendleft(i)
print(d, d[1], 38 in d, d.index(37))
d.rotate(1)
print(d, d == deque([37, 39, 38], maxlen=3))
e = deque()
for i in range(20):
    e.appendleft(i)
e.popleft()
e[0] = "x"
del e[1]
print(e, len(e), bool(e), repr(e.copy()))
while e:
    e.popleft()
print(e, len(e))
