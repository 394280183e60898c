import tensorflow as tf
x = tf.constant(2)
print(x + 1, 1 + x, x * True)
y = tf.constant(2.0)
print(y + 1, 3 - y, y * 2)
try:
    x + 1.5
except TypeError as e:
    print("TypeError:", e)
try:
    0.5 * x
except TypeError as e:
    print("TypeError:", e)
h = tf.constant(1, dtype=tf.float16)
print(h + 1)
