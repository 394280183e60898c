# Creating a tf.Variable once on the first trace is lesson 1's pattern, not a
# side effect to flag: only the trace events appear.
import tensorflow as tf

class F:
    def __init__(self):
        self.v = None

    @tf.function
    def __call__(self, x):
        if self.v is None:
            self.v = tf.Variable(1.0)
        return self.v * x

f = F()
print(f(tf.constant(2.0)))
