# deque: both ends, maxlen, rotate, indexing and the repr.
from collections import deque

d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, len(d), d[0], d[-1])
print(d.pop(), d.popleft(), d)
d.extend([7, 8])
d.extendleft([-1, -2])
print(d)
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
window = deque(maxlen=3)
for i in range(6):
    window.append(i)
    print(list(window))
print(window, window.maxlen)
window.appendleft(99)
print(window)
d[1] = 'x'
print(d, 'x' in d, d.count('x'), d.index('x'))
d.reverse()
print(d)
d.clear()
print(d, bool(d))
queue = deque()
for i in range(10):
    queue.append(i)
total = 0
while queue:
    total += queue.popleft()
print(total)
