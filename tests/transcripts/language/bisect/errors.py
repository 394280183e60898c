# bisect's functions fail with CPython's texts.
import bisect

for call in [
    lambda: bisect.bisect_left([1], 1, -1),
    lambda: bisect.insort([1], 1, -1),
    lambda: bisect.bisect_left(5, 1),
    lambda: bisect.insort((1, 2), 1),
    lambda: bisect.bisect_right([1, 2], 1, 0, 5),
    lambda: bisect.bisect([1], 1, 1.5),
]:
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)
