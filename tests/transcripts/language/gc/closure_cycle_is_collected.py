# A function that refers to itself through its closure cell is a cycle; what
# it holds is freed by gc.collect().
import gc


class Probe:
    def __del__(self):
        print("probe freed")


def make():
    probe = Probe()

    def inner():
        return inner, probe

    return None


make()
print("before collect")
gc.collect()
print("after collect")
