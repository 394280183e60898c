# deque's error texts.
from collections import deque

tests = [
    lambda: deque().pop(),
    lambda: deque().popleft(),
    lambda: deque([1])[5],
    lambda: deque([1]).remove(2),
    lambda: deque(maxlen=-1),
    lambda: deque([1], maxlen=1).insert(0, 2),
]
for t in tests:
    try:
        t()
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__ + ':', e)
