# mode: modern
# A batch of 0 matrices of 2**40 x 2**40: empty, but its rows times columns
# pass int64, which the kernel once divided by (a crash).
import tensorflow as tf
try:
    tf.linalg.diag(tf.ones([0, 2**40]))
except tf.errors.InvalidArgumentError as e:
    print(e.message)
print(tf.linalg.diag(tf.ones([0, 3])).shape)
