# mode: modern
# The target shape may be a tf.TensorShape.
import tensorflow as tf
print(tf.broadcast_to(5.0, tf.TensorShape([2])))
