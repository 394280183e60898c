# mode: modern
# tf.math.sign's docstring example, shown as a repr.
import tensorflow as tf
print(repr(tf.math.sign([0., 2., -3.])))
