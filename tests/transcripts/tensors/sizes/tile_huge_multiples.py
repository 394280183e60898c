# mode: modern
# Size times multiple past int64 is TF's shape-inference overflow error; a
# product that fits but is past memory is TF's OOM.
import tensorflow as tf
x = tf.ones([2, 2])
for multiples in ([1, 2**62], [2**30, 2**30], [2**31, 2**31]):
    try:
        tf.tile(x, tf.constant(multiples, tf.int64))
    except tf.errors.OpError as e:
        print(type(e).__name__ + ":", e.message)
print(tf.tile(tf.ones([0, 2]), tf.constant([2**62, 1], tf.int64)).shape)
print(tf.tile(x, [1, 2]).shape)
