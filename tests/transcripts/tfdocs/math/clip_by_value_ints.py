# mode: modern
# Integer tensors clip with integer bounds.
import tensorflow as tf
print(tf.clip_by_value(tf.constant([1, 5, 9]), 2, 6))
