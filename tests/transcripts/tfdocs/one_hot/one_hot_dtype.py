# mode: modern
# dtype=tf.int32 gives integer ones and zeros.
import tensorflow as tf
print(tf.one_hot([1, 0], 2, dtype=tf.int32))
