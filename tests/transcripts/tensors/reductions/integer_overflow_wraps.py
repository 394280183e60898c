# Integer sums and products wrap around in two's complement, as TF's kernels do.
import tensorflow as tf
print(tf.reduce_sum(tf.constant([2147483647, 1])))
print(tf.reduce_prod(tf.constant([65536, 65536])))
print(tf.reduce_sum(tf.constant([9223372036854775807, 1], dtype=tf.int64)))
print(tf.constant(2147483647) * 2, -tf.constant(-2147483647 - 1))
