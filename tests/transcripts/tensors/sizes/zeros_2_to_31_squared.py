# mode: modern
# 2**62 float32 elements: the count fits int64, the bytes do not fit 64 bits.
import tensorflow as tf
try:
    tf.zeros([2**31, 2**31])
except tf.errors.ResourceExhaustedError as e:
    print(type(e).__name__)
    print(e.message)
print(tf.zeros([2, 2]))
