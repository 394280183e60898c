# minitf-only
# minitf's copy does not implement the pickle protocol: objects that have
# neither a copy hook nor a __dict__, and classes that define __reduce_ex__,
# are refused with a clear TypeError.
import copy
import sys


def gen():
    yield 1


class R:
    def __reduce_ex__(self, proto):
        return (R, ())


for call in [
    lambda: copy.copy(gen()),
    lambda: copy.deepcopy(sys),
    lambda: copy.copy(R()),
    lambda: copy.deepcopy([R()]),
]:
    try:
        print(call())
    except TypeError as e:
        print("TypeError:", e)
