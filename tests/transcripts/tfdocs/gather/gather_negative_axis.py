# mode: modern
# A negative axis counts from the end.
import tensorflow as tf
print(tf.gather([[1, 2], [3, 4]], [1], axis=-1))
