# mode: modern
# depth is an int32 operand, so the largest depth is 2**31 - 1.
import tensorflow as tf
try:
    tf.one_hot(tf.zeros([2**20], tf.int32), 2**31 - 1)
except tf.errors.ResourceExhaustedError as e:
    print(e.message)
print(tf.one_hot([0, 2], 3))
