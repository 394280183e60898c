# nullcontext() does nothing; its argument is what `as` binds.
from contextlib import nullcontext

with nullcontext(42) as x:
    print(x)
with nullcontext() as y:
    print(y)
