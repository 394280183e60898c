# mode: modern
# A class whose method is a tf.function, defined and used inside a function:
# the class, the tf.function (which keeps each instance's own function) and
# the instance form a cycle, which gc.collect() reclaims with what it holds.
import gc
import tensorflow as tf


class Probe:
    def __del__(self):
        print("probe freed")


def make():
    class Model:
        def __init__(self):
            self.probe = Probe()

        @tf.function
        def __call__(self, x):
            return x + 1

    m = Model()
    print(m(tf.constant(1)).numpy())


make()
print("before collect")
gc.collect()
print("after collect")
