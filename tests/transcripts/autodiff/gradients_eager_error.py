# mode: modern
# tf.gradients needs a graph: eagerly it points to tf.GradientTape.
import tensorflow as tf

x = tf.constant(2.0)
tf.gradients(x * x, x)
