# mode: modern
# exclusive=True starts from 0 (docstring).
import tensorflow as tf
print(tf.cumsum(tf.constant([2, 4, 6, 8]), exclusive=True).numpy())
