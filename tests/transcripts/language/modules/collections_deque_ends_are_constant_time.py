# minitf-only
# appendleft and popleft are O(1) in every mix: 300 000 appendlefts in a row,
# then alternations at both ends, finish well within the time limit (a
# list-backed deque that shifts its items for each appendleft takes minutes).
from collections import deque

d = deque()
for i in range(300000):
    d.appendleft(i)
print(len(d), d[0], d[-1])
for i in range(300000):
    d.append(d.popleft())
    d.appendleft(d.pop())
    d.appendleft(d.popleft())
print(len(d), d[0], d[-1])
while len(d) > 10:
    d.popleft()
print(d)
