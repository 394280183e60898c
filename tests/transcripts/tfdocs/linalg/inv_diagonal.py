# mode: modern
# tf.linalg.inv of a diagonal matrix inverts the diagonal.
import tensorflow as tf
print(tf.linalg.inv([[2., 0.], [0., 4.]]).numpy())
