# mode: modern
# tf.linspace is also tf.math.linspace.
import tensorflow as tf
print(tf.linspace is tf.math.linspace)
