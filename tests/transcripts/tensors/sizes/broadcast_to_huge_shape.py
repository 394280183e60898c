# mode: modern
import tensorflow as tf
for shape in ([2**31, 2**31], [2**40, 2**40], [2**62, 2]):
    try:
        tf.broadcast_to(1.0, tf.constant(shape, tf.int64))
    except tf.errors.OpError as e:
        print(type(e).__name__ + ":", e.message)
print(tf.broadcast_to(tf.ones([0]), tf.constant([2**40, 0], tf.int64)).shape)
print(tf.broadcast_to(1.0, [2, 3]))
