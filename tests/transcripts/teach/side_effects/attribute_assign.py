# An attribute assigned in a traced method changes once per trace.
import tensorflow as tf

class Counter:
    def __init__(self):
        self.steps = 0

    @tf.function
    def __call__(self, x):
        self.steps = self.steps + 1
        return x * 2

c = Counter()
c(tf.constant(1))
c(tf.constant(1))
print(c.steps)
