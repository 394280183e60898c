import tensorflow as tf
print(tf.constant(7) / tf.constant(2))
print(tf.constant([1, 2], dtype=tf.int16) / tf.constant([4, 4], dtype=tf.int16))
print(tf.constant(7.0) / 2)
print(tf.divide(tf.constant(6), 4))
print(tf.constant(1, dtype=tf.int64) / 3)
print(tf.divide(1, 2))
try:
    tf.truediv(tf.constant(1, dtype=tf.int64), 3)
except TypeError as e:
    print("TypeError:", e)
tf.compat.set_version("2.x")
print(tf.truediv(tf.constant(1, dtype=tf.int64), 4))
print(tf.divide(1, 2))
