# args: --time-limit 0.5
# An interrupt that stops a big-int operator (**, *, //, math.isqrt) is an
# ordinary TimeoutError: the try's finally and except run, and the session
# goes on.
import math

big = 3**1000000
for label, work in [
    ("**", lambda: 7 ** (10**8)),
    ("*", lambda: big * big * big * big * big * big * big * big * big * big * big * big),
    ("//", lambda: (big**20) // (big**9 + 1)),
    ("isqrt", lambda: math.isqrt(big**40)),
]:
    try:
        try:
            while True:
                work()
        finally:
            print(label, "finally ran")
    except TimeoutError as e:
        print(label, "caught:", e)
print("the session goes on")
