# mode: modern
# A variable created on the first trace may take its initial value from the
# function's arguments: TF runs its initializer conditionally in the graph,
# so the first call initializes it and later calls keep its value.
import tensorflow as tf

class Scale(tf.Module):
    def __init__(self):
        self.v = None

    @tf.function
    def __call__(self, x):
        if self.v is None:
            self.v = tf.Variable(x * 2)
        return self.v + x

s = Scale()
print(s(tf.constant(1.0)))
print(s(tf.constant(5.0)))
print(s.v.numpy())

# The same with an input_signature: the first call's (converted) argument.
class Offset(tf.Module):
    def __init__(self):
        self.v = None

    @tf.function(input_signature=[tf.TensorSpec([], tf.float32)])
    def __call__(self, x):
        if self.v is None:
            self.v = tf.Variable(x + 10.0)
        return self.v - x

o = Offset()
print(o(2.0))
print(o(tf.constant(4.0)))
