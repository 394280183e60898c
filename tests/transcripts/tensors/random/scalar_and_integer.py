# mode: modern
# Scalar shapes ([] and ()) draw one number; integer dtypes of
# tf.random.uniform need maxval and draw from [minval, maxval).
import tensorflow as tf
tf.random.set_seed(11)
x = tf.random.uniform([])
print(x.shape, x.dtype, 0.0 <= float(x) < 1.0)
y = tf.random.normal(())
print(y.shape, y.dtype)
z = tf.random.uniform([1000], minval=-3, maxval=4, dtype=tf.int32)
print(z.shape, z.dtype)
print(int(tf.reduce_min(z)), int(tf.reduce_max(z)))
w = tf.random.uniform([], maxval=10, dtype=tf.int64)
print(w.shape, w.dtype, 0 <= int(w) < 10)

@tf.function
def draw():
    return tf.random.uniform([]), tf.random.uniform([2], maxval=5, dtype=tf.int32)

a, b = draw()
print(a.shape, a.dtype, b.shape, b.dtype)
try:
    tf.random.uniform([2], dtype=tf.int32)
except ValueError as e:
    print("ValueError:", e)
try:
    tf.random.normal([2], dtype=tf.int32)
except TypeError as e:
    print("TypeError:", e)
