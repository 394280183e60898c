# mode: modern
# 2**61 int64 elements are 2**64 bytes: the byte count wrapped to 0 once.
import tensorflow as tf
try:
    tf.range(2**61)
except tf.errors.ResourceExhaustedError as e:
    print(type(e).__name__)
    print(e.message)
print(tf.range(3))
