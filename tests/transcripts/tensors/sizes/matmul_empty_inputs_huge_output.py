# mode: modern
# No multiplications at all, but a 2**31 x 2**31 float32 output to allocate.
import tensorflow as tf
a, b = tf.ones([2**31, 0]), tf.ones([0, 2**31])
try:
    tf.matmul(a, b)
except tf.errors.ResourceExhaustedError as e:
    print(e.message)
try:
    a @ b
except tf.errors.ResourceExhaustedError as e:
    print(e.message)
print(tf.matmul(tf.ones([2, 0]), tf.ones([0, 3])))
