# mode: modern
# exclusive and reverse together (docstring).
import tensorflow as tf
print(tf.cumsum(tf.constant([2, 4, 6, 8]), exclusive=True, reverse=True).numpy())
