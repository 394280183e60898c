# mode: modern
# tf.unstack's argument errors.
import tensorflow as tf
try:
    tf.unstack(tf.constant([1, 2]), axis=1)
except ValueError as e:
    print("ValueError:", e)

