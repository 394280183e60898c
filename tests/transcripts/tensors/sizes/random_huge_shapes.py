# mode: modern
import tensorflow as tf
for make in (lambda: tf.random.uniform(tf.constant([2**62], tf.int64)),
             lambda: tf.random.normal(tf.constant([2**31, 2**31], tf.int64)),
             lambda: tf.random.uniform(tf.constant([2**40, 2**40], tf.int64)),
             lambda: tf.random.normal(tf.constant([2**40, 0, 2**40], tf.int64))):
    try:
        make()
    except tf.errors.OpError as e:
        print(type(e).__name__ + ":", e.message)
print(tf.random.uniform([2, 0]).shape)
