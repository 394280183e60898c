# A generator not yet started, holding a cycle through its arguments, is
# collected with what it holds.
import gc


class Probe:
    def __del__(self):
        print("probe freed")


def gen(box, probe):
    yield box


box = []
box.append(gen(box, Probe()))
del box
print("before collect")
gc.collect()
print("after collect")
