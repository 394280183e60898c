# mode: modern
# Dropout is the identity unless called with training=True; then it zeroes
# about `rate` of the entries and scales the rest by 1 / (1 - rate).
import tensorflow as tf

tf.keras.utils.set_random_seed(0)
drop = tf.keras.layers.Dropout(0.5)
x = tf.ones([1000])
print(bool(tf.reduce_all(drop(x) == x)))
y = drop(x, training=True)
kept = tf.reduce_sum(tf.cast(y > 0, tf.float32))
print(sorted(set(y.numpy().tolist())), 400 < float(kept) < 600)
