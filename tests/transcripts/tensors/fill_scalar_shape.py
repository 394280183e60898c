# mode: modern
# An empty list as a shape is a scalar's shape (TF converts it to int32).
import tensorflow as tf

print(tf.ones([]))
print(tf.zeros([], dtype=tf.int32))
print(tf.fill([], 0.5))
