import tensorflow as tf
print(tf.constant(1, dtype=tf.float32))
print(tf.constant([1, 2], dtype=tf.float64))
print(tf.constant(3, dtype=tf.uint8))
print(tf.constant(2, dtype=tf.int64))
print(tf.constant(0.1, dtype=tf.float16))
print(tf.constant([1, 2], dtype=tf.complex64))
print(tf.constant(True, dtype=tf.bool))
print(tf.constant(7, dtype="int16"))
