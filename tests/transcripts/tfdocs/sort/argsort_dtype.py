# mode: modern
# tf.argsort's indices are int32.
import tensorflow as tf
print(tf.argsort([3, 1, 2]))
