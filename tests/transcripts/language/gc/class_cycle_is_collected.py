# A class that refers to itself (here through a class attribute) is a cycle,
# and so is a class with an instance of itself as an attribute.
import gc


class Probe:
    def __del__(self):
        print("probe freed")


def make():
    class Registry:
        pass

    Registry.me = Registry
    Registry.probe = Probe()

    class Singleton:
        pass

    Singleton.instance = Singleton()
    Singleton.instance.probe = Probe()


make()
print("before collect")
gc.collect()
print("after collect")
